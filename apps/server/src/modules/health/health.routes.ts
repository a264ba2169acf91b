import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

/** Liveness and database reachability, for load balancers and the operator. */
export function registerHealthRoutes(fastify: FastifyInstance, db: Database): void {
  fastify.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { guard: 'public' },
    schema: { tags: ['Health'], response: { 200: healthResponse, 503: healthResponse } },
    handler: async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  });
}
