import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audited } from '../../plugins/audit.ts';
import { apiRoutes, season, seasonIdParams, seasonInput, seasonList } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { deletedResponse, errorResponses } from '../../lib/route-responses.ts';
import { deleteSeason, getSeason, listSeasons, saveSeason } from './seasons.service.ts';
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
    config: { guard: 'admin', audit: { action: 'season.create', target: 'season' } },
    schema: { tags, body: seasonInput, response: { 201: season, ...errors } },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 201 }, (tx) =>
        audited(request, tx, { targetId: (saved) => saved.id }, (audit: typeof tx) =>
          saveSeason(audit, null, request.body),
        ),
      ),
  });

  app.put(apiRoutes.seasons.one, {
    config: { guard: 'admin', audit: { action: 'season.update', target: 'season' } },
    schema: {
      tags,
      params: seasonIdParams,
      body: seasonInput,
      response: { 200: season, ...errors },
    },
    handler: (request) => {
      const { id } = request.params;
      return audited(request, ctx, { targetId: id, before: (tx) => getSeason(tx, id) }, (tx) =>
        saveSeason(tx, id, request.body),
      );
    },
  });

  app.delete(apiRoutes.seasons.one, {
    config: { guard: 'admin', audit: { action: 'season.delete', target: 'season' } },
    schema: { tags, params: seasonIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      const { id } = request.params;
      await audited(
        request,
        ctx,
        { targetId: id, before: (tx) => getSeason(tx, id), after: () => null },
        (tx) => deleteSeason(tx, id),
      );
      return reply.status(204).send(null);
    },
  });
}
