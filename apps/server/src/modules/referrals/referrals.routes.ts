import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applyReferralParams,
  applyReferralResult,
  errorBody,
  referralCodeResponse,
  referralCount,
  referredUsers,
  userIdParams,
} from '@punla/contract';
import { sql } from 'drizzle-orm';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  applyReferralCode,
  countReferrals,
  generateReferralCode,
  listReferredUsers,
  type ReferralsContext,
} from './referrals.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function registerReferralRoutes(fastify: FastifyInstance, ctx: ReferralsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Referrals'];

  app.post('/api/secure/referral/user/:userId/generate', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: referralCodeResponse, ...errors } },
    handler: (request) => generateReferralCode(ctx, request.params.userId),
  });

  app.post('/api/secure/referral/user/:userId/apply/:referralCode', {
    config: { guard: 'self' },
    schema: {
      tags,
      params: applyReferralParams,
      response: { 200: applyReferralResult, ...errors },
    },
    handler: async (request) => {
      const { userId, referralCode } = request.params;
      try {
        return await ctx.db.transaction(async (tx) => {
          const applied = await applyReferralCode(tx, ctx, userId, referralCode);
          const [user] = await tx
            .select({ balance: users.coinBalance })
            .from(users)
            .where(sql`${users.id} = ${userId}`);
          return {
            referredCode: applied.referredCode,
            coins: applied.coins,
            seedling: applied.seedling,
            walletBalance: user?.balance ?? 0,
            message: `Welcome! ${applied.referrerName} brought you here: you get ${applied.coins} coins${applied.seedling ? ` and a ${applied.seedling} seedling` : ''}.`,
          };
        });
      } catch (error) {
        // Two applies at once: the unique referral of this player lets one through.
        if (violatedUniqueConstraint(error)) {
          throw new AppError('REFERRAL_NOT_ALLOWED', 'You have already used a referral code.');
        }
        throw error;
      }
    },
  });

  app.get('/api/secure/referral/user/:userId/count', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: referralCount, ...errors } },
    handler: (request) => countReferrals(ctx.db, request.params.userId),
  });

  app.get('/api/secure/referral/user/:userId/referred-users', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: referredUsers, ...errors } },
    handler: (request) => listReferredUsers(ctx.db, request.params.userId),
  });
}
