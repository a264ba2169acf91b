import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audited } from '../plugins/audit.ts';
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
      config: { guard: 'admin', audit: { action: `season.${action}`, target: 'season-job' } },
      schema: { tags, response: { 202: rolloverStarted, ...errors } },
      handler: async (request, reply) => {
        const adminId = currentUser(request).id;
        const started = await audited(
          request,
          ctx,
          { targetId: (job) => job.jobId },
          (tx: RolloverContext) => startRolloverAction(tx, action, adminId),
        );
        return reply.status(202).send(started);
      },
    });
  }

  app.get(apiRoutes.seasons.job, {
    config: { guard: 'admin' },
    schema: { tags, params: seasonJobParams, response: { 200: seasonJob, ...errorResponses() } },
    handler: (request) => getRolloverJob(ctx, request.params.jobId),
  });
}
