import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, eligibilityCheck, eligibleCount, userIdParams } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { checkEligibility, countEligiblePlayers } from './eligibility.service.ts';

export function registerEligibilityRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Eligibility'];
  const errors = errorResponses();

  app.get(apiRoutes.eligibility.countEligible, {
    config: { guard: 'admin' },
    schema: { tags, response: { 200: eligibleCount, ...errors } },
    handler: () => countEligiblePlayers(ctx),
  });

  app.get(apiRoutes.eligibility.checker, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: eligibilityCheck, ...errors } },
    handler: (request) => checkEligibility(ctx, request.params.userId),
  });
}
