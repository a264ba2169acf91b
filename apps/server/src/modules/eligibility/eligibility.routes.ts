import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eligibilityCheck, eligibleCount, errorBody, userIdParams } from '@punla/contract';
import {
  checkEligibility,
  countEligiblePlayers,
  type EligibilityContext,
} from './eligibility.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export function registerEligibilityRoutes(fastify: FastifyInstance, ctx: EligibilityContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Eligibility'];

  app.get('/api/secure/planted-tree/count-eligible-players', {
    config: { guard: 'admin' },
    schema: { tags, response: { 200: eligibleCount, ...errors } },
    handler: () => countEligiblePlayers(ctx),
  });

  app.get('/api/secure/planted-tree/user/:userId/checker', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: eligibilityCheck, ...errors } },
    handler: (request) => checkEligibility(ctx, request.params.userId),
  });
}
