import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBody,
  questClaimInput,
  questClaimResult,
  questsToday,
  userIdParams,
} from '@punla/contract';
import { claimQuest, getQuestsToday, type QuestsContext } from './quests.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function registerQuestRoutes(fastify: FastifyInstance, ctx: QuestsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Quests'];

  app.get('/api/secure/quest/user/:userId/today', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: questsToday, ...errors } },
    handler: (request) => getQuestsToday(ctx, request.params.userId),
  });

  app.post('/api/secure/quest/user/:userId/claim', {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      body: questClaimInput,
      response: { 200: questClaimResult, ...errors },
    },
    handler: (request) => claimQuest(ctx, request.params.userId, request.body.quest),
  });
}
