import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  speciesIdParams,
  treeSpecies,
  treeSpeciesInput,
  treeSpeciesList,
} from '@punla/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput, readFormBody } from '../../lib/request-input.ts';
import {
  createSpecies,
  deleteSpecies,
  getSpecies,
  listSpecies,
  toTreeSpecies,
  updateSpecies,
} from './trees.service.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};

export function registerTreeRoutes(
  fastify: FastifyInstance,
  deps: { db: Database; clock: Clock },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  const tags = ['Trees'];
  const consumes = ['application/json', 'multipart/form-data'];

  app.get('/api/secure/tree', {
    config: { guard: 'user' },
    schema: { tags, response: { 200: treeSpeciesList, ...errors } },
    handler: () => listSpecies(db),
  });

  app.post('/api/secure/tree', {
    config: { guard: 'admin' },
    schema: { tags, consumes, response: { 201: treeSpecies, ...errors } },
    handler: async (request, reply) => {
      const form = await readFormBody(request);
      const input = parseInput(treeSpeciesInput, form.fields);
      return reply.status(201).send(await createSpecies(db, clock, input, form.image));
    },
  });

  app.get('/api/secure/tree/:id', {
    config: { guard: 'user' },
    schema: { tags, params: speciesIdParams, response: { 200: treeSpecies, ...errors } },
    handler: async (request) => toTreeSpecies(await getSpecies(db, request.params.id)),
  });

  app.put('/api/secure/tree/:id', {
    config: { guard: 'admin' },
    schema: { tags, consumes, params: speciesIdParams, response: { 200: treeSpecies, ...errors } },
    handler: async (request) => {
      const form = await readFormBody(request);
      const input = parseInput(treeSpeciesInput, form.fields);
      return updateSpecies(db, clock, request.params.id, input, form.image);
    },
  });

  app.delete('/api/secure/tree/:id', {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: speciesIdParams,
      response: { 204: z.null().describe('Deleted'), ...errors },
    },
    handler: async (request, reply) => {
      await deleteSpecies(db, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
