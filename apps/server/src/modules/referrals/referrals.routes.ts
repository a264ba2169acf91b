import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  applyReferralParams,
  applyReferralResult,
  referralCodeResponse,
  referralCount,
  referredUsers,
  userIdParams,
} from '@punla/contract';
import { errorResponses } from '../../lib/route-responses.ts';
import { applyReferralCode } from './apply-code.service.ts';
import {
  countReferrals,
  generateReferralCode,
  listReferredUsers,
  type ReferralsContext,
} from './referrals.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

export function registerReferralRoutes(fastify: FastifyInstance, ctx: ReferralsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Referrals'];
  const errors = errorResponses(409);
  const routes = apiRoutes.referrals;

  app.post(routes.generate, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: referralCodeResponse, ...errors } },
    handler: (request) => generateReferralCode(ctx, request.params.userId),
  });

  app.post(routes.apply, {
    config: { guard: 'self' },
    schema: {
      tags,
      params: applyReferralParams,
      response: { 200: applyReferralResult, ...errors },
    },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 200 }, (tx) =>
        applyReferralCode(tx, request.params.userId, request.params.referralCode),
      ),
  });

  app.get(routes.count, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: referralCount, ...errors } },
    handler: (request) => countReferrals(ctx, request.params.userId),
  });

  app.get(routes.referredUsers, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: referredUsers, ...errors } },
    handler: (request) => listReferredUsers(ctx, request.params.userId),
  });
}
