import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, publicStats, supportInfo, supportInput } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { getPublicStats, getSupportInfo, setSupportInfo } from './support.service.ts';

export function registerSupportRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Content'];

  app.get(apiRoutes.support.page, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: supportInfo } },
    handler: () => getSupportInfo(ctx),
  });

  app.put(apiRoutes.support.edit, {
    config: { guard: 'admin' },
    schema: { tags, body: supportInput, response: { 200: supportInfo, ...errorResponses() } },
    handler: (request) => setSupportInfo(ctx, request.body),
  });

  app.get(apiRoutes.support.stats, {
    config: { guard: 'public' },
    schema: { tags, response: { 200: publicStats } },
    handler: () => getPublicStats(ctx),
  });
}
