import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  rolloverResult,
  season,
  seasonIdParams,
  seasonInput,
  seasonList,
} from '@punla/contract';
import {
  deleteSeason,
  disablePreviousSeasonTrees,
  listSeasons,
  saveSeason,
  sendFreeSeedlings,
  type SeasonsContext,
} from './seasons.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function registerSeasonRoutes(fastify: FastifyInstance, ctx: SeasonsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Seasons'];

  app.get('/api/secure/season', {
    config: { guard: 'user' },
    schema: { tags, response: { 200: seasonList, ...errors } },
    handler: () => listSeasons(ctx),
  });

  app.post('/api/secure/season', {
    config: { guard: 'admin' },
    schema: { tags, body: seasonInput, response: { 201: season, ...errors } },
    handler: async (request, reply) =>
      reply.status(201).send(await saveSeason(ctx, null, request.body)),
  });

  app.put('/api/secure/season/:id', {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: seasonIdParams,
      body: seasonInput,
      response: { 200: season, ...errors },
    },
    handler: (request) => saveSeason(ctx, request.params.id, request.body),
  });

  app.delete('/api/secure/season/:id', {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: seasonIdParams,
      response: { 204: z.null().describe('Deleted'), ...errors },
    },
    handler: async (request, reply) => {
      await deleteSeason(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/secure/season/disable-previous-season-trees', {
    config: { guard: 'admin' },
    schema: { tags, response: { 200: rolloverResult, ...errors } },
    handler: () => disablePreviousSeasonTrees(ctx),
  });

  app.post('/api/secure/season/send-free-seedlings', {
    config: { guard: 'admin' },
    schema: { tags, response: { 200: rolloverResult, ...errors } },
    handler: () => sendFreeSeedlings(ctx),
  });
}
