import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, rolloverResult } from '@punla/contract';
import type { AppContext } from '../lib/context.ts';
import { errorResponses } from '../lib/route-responses.ts';
import { disablePreviousSeasonTrees, sendFreeSeedlings } from './season-rollover.ts';

/**
 * The season rollover's admin actions. The seasons' own routes (list, save, delete) are
 * modules/seasons/seasons.routes.ts.
 */
export function registerSeasonRolloverRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Seasons'];
  const errors = errorResponses(409);

  app.post(apiRoutes.seasons.disablePreviousSeasonTrees, {
    config: { guard: 'admin' },
    schema: { tags, response: { 200: rolloverResult, ...errors } },
    handler: () => disablePreviousSeasonTrees(ctx),
  });

  app.post(apiRoutes.seasons.sendFreeSeedlings, {
    config: { guard: 'admin' },
    schema: { tags, response: { 200: rolloverResult, ...errors } },
    handler: () => sendFreeSeedlings(ctx),
  });
}
