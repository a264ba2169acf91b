import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  questClaimInput,
  questClaimResult,
  questsToday,
  userIdParams,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { claimQuest, getQuestsToday } from './quests.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

export function registerQuestRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Quests'];
  const errors = errorResponses(409);

  app.get(apiRoutes.quests.today, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: questsToday, ...errors } },
    serializerCompiler: fastSerializerCompiler,
    handler: (request) => getQuestsToday(ctx, request.params.userId),
  });

  app.post(apiRoutes.quests.claim, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: userIdParams,
      body: questClaimInput,
      response: { 200: questClaimResult, ...errors },
    },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 200 }, (tx) =>
        claimQuest(tx, request.params.userId, request.body.quest),
      ),
  });
}
