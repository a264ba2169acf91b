import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { checkHealth } from './health.service.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

/** Liveness and database reachability, for load balancers and the operator. */
export function registerHealthRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(apiRoutes.health, {
    config: { guard: 'public' },
    schema: { tags: ['Health'], response: { 200: healthResponse, 503: healthResponse } },
    handler: async (request, reply) => {
      const { health, databaseError } = await checkHealth(ctx);
      if (health.status === 'ok') return health;
      request.log.error({ err: databaseError }, 'database unreachable');
      return reply.status(503).send(health);
    },
  });
}
