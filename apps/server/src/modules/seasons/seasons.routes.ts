import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, season, seasonIdParams, seasonInput, seasonList } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { deletedResponse, errorResponses } from '../../lib/route-responses.ts';
import { deleteSeason, listSeasons, saveSeason } from './seasons.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

/** The seasons themselves; the rollover's actions are use-cases/season-rollover.routes.ts. */
export function registerSeasonRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Seasons'];
  const errors = errorResponses(409);

  app.get(apiRoutes.seasons.list, {
    config: { guard: 'user' },
    schema: { tags, response: { 200: seasonList, ...errors } },
    handler: () => listSeasons(ctx),
  });

  app.post(apiRoutes.seasons.list, {
    config: { guard: 'admin' },
    schema: { tags, body: seasonInput, response: { 201: season, ...errors } },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 201 }, (tx) => saveSeason(tx, null, request.body)),
  });

  app.put(apiRoutes.seasons.one, {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: seasonIdParams,
      body: seasonInput,
      response: { 200: season, ...errors },
    },
    handler: (request) => saveSeason(ctx, request.params.id, request.body),
  });

  app.delete(apiRoutes.seasons.one, {
    config: { guard: 'admin' },
    schema: { tags, params: seasonIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      await deleteSeason(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
