import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes } from '@punla/contract';
import {
  checkHealth,
  checkLiveness,
  checkReadiness,
  type HealthContext,
} from './health.service.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

const livenessResponse = z.object({ status: z.literal('ok') });

const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    redis: z.enum(['ok', 'unreachable', 'not-configured']),
    listen: z.enum(['connected', 'disconnected', 'not-used']),
    migrations: z.enum(['done', 'pending', 'unknown']),
  }),
  message: z.string(),
});

/**
 * Liveness and database reachability, for load balancers and the operator; and the two
 * probes of an orchestrator: live (the process answers) and ready (what it depends on does).
 */
export function registerHealthRoutes(fastify: FastifyInstance, ctx: HealthContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Health'];

  app.get(apiRoutes.health, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: healthResponse, 503: healthResponse } },
    handler: async (request, reply) => {
      const { health, databaseError } = await checkHealth(ctx);
      if (health.status === 'ok') return health;
      request.log.error({ err: databaseError }, 'database unreachable');
      return reply.status(503).send(health);
    },
  });

  app.get(apiRoutes.healthProbes.live, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: livenessResponse } },
    handler: () => checkLiveness(),
  });

  app.get(apiRoutes.healthProbes.ready, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: readinessResponse, 503: readinessResponse } },
    handler: async (request, reply) => {
      const { readiness, causes } = await checkReadiness(ctx);
      if (readiness.status === 'ok') return readiness;
      request.log.warn({ checks: readiness.checks, causes }, readiness.message);
      return reply.status(503).send(readiness);
    },
  });
}
