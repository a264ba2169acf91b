import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audited } from '../../plugins/audit.ts';
import {
  apiRoutes,
  fairPlayFlag,
  fairPlayFlagPage,
  fairPlayFlagParams,
  fairPlayFlagQuery,
  reviewFairPlayFlagInput,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listFairPlayFlags, reviewFairPlayFlag } from './fair-play.service.ts';

export function registerFairPlayRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Fair play'];

  app.get(apiRoutes.fairPlay.flags, {
    config: { guard: 'admin' },
    schema: {
      tags,
      querystring: fairPlayFlagQuery,
      response: { 200: fairPlayFlagPage, ...errorResponses() },
    },
    handler: (request) => listFairPlayFlags(ctx, request.query),
  });

  app.post(apiRoutes.fairPlay.review, {
    config: { guard: 'admin', audit: { action: 'fair-play.review', target: 'fair-play-flag' } },
    schema: {
      tags,
      params: fairPlayFlagParams,
      body: reviewFairPlayFlagInput,
      response: { 200: fairPlayFlag, ...errorResponses(409) },
    },
    handler: (request) =>
      audited(request, ctx, { targetId: request.params.flagId }, (tx) =>
        reviewFairPlayFlag(tx, currentUser(request), request.params.flagId, request.body),
      ),
  });
}
