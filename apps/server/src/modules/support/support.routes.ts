import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audited } from '../../plugins/audit.ts';
import { apiRoutes, errorBody, publicStats, supportInfo, supportInput } from '@punla/contract';
import { limitPublicReads, type PublicReadContext } from '../../lib/public-reads.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { getPublicStats, getSupportInfo, setSupportInfo } from './support.service.ts';

export function registerSupportRoutes(fastify: FastifyInstance, ctx: PublicReadContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Content'];
  // Public routes: only their limit can refuse them.
  const limited = { 429: errorBody };

  app.get(apiRoutes.support.page, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: supportInfo, ...limited } },
    handler: async (request) => {
      await limitPublicReads(ctx, 'support-us', request.ip);
      return getSupportInfo(ctx);
    },
  });

  app.put(apiRoutes.support.edit, {
    config: { guard: 'admin', audit: { action: 'support-page.update', target: 'support-page' } },
    schema: { tags, body: supportInput, response: { 200: supportInfo, ...errorResponses() } },
    handler: (request) =>
      audited(request, ctx, { targetId: 'support-us', before: (tx) => getSupportInfo(tx) }, (tx) =>
        setSupportInfo(tx, request.body),
      ),
  });

  app.get(apiRoutes.support.stats, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: publicStats, ...limited } },
    handler: async (request) => {
      await limitPublicReads(ctx, 'stats', request.ip);
      return getPublicStats(ctx);
    },
  });
}
