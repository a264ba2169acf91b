import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  rolloverStarted,
  seasonJob,
  seasonJobParams,
  type RolloverAction,
} from '@punla/contract';
import { currentUser } from '../plugins/auth.ts';
import { errorResponses } from '../lib/route-responses.ts';
import { getRolloverJob, startRolloverAction, type RolloverContext } from './season-rollover.ts';

/**
 * The season rollover's admin actions: each answers 202 with the job to follow (the same job
 * while one runs), and the job's progress. The seasons' own routes (list, save, delete) are
 * modules/seasons/seasons.routes.ts.
 */
export function registerSeasonRolloverRoutes(fastify: FastifyInstance, ctx: RolloverContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Seasons'];
  const errors = errorResponses(409);

  const actions: [string, RolloverAction][] = [
    [apiRoutes.seasons.disablePreviousSeasonTrees, 'disable-previous-season-trees'],
    [apiRoutes.seasons.sendFreeSeedlings, 'send-free-seedlings'],
  ];
  for (const [url, action] of actions) {
    app.post(url, {
      config: { guard: 'admin' },
      schema: { tags, response: { 202: rolloverStarted, ...errors } },
      handler: async (request, reply) =>
        reply.status(202).send(await startRolloverAction(ctx, action, currentUser(request).id)),
    });
  }

  app.get(apiRoutes.seasons.job, {
    config: { guard: 'admin' },
    schema: { tags, params: seasonJobParams, response: { 200: seasonJob, ...errorResponses() } },
    handler: (request) => getRolloverJob(ctx, request.params.jobId),
  });
}
