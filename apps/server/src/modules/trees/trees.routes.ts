import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  speciesIdParams,
  treeSpecies,
  treeSpeciesInput,
  treeSpeciesList,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { formConsumes, readFormInput } from '../../lib/request-input.ts';
import { deletedResponse, errorResponses } from '../../lib/route-responses.ts';
import {
  createSpecies,
  deleteSpecies,
  getSpecies,
  listSpecies,
  updateSpecies,
} from './trees.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

export function registerTreeRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Trees'];
  const errors = errorResponses(409, 413, 415);

  app.get(apiRoutes.trees.list, {
    config: { guard: 'user' },
    schema: { tags, response: { 200: treeSpeciesList, ...errors } },
    handler: () => listSpecies(ctx),
  });

  app.post(apiRoutes.trees.list, {
    config: { guard: 'admin' },
    schema: { tags, consumes: formConsumes, response: { 201: treeSpecies, ...errors } },
    handler: async (request, reply) => {
      const { input, image } = await readFormInput(request, treeSpeciesInput);
      const carries = { input, image };
      return answerOnce(request, reply, ctx, { status: 201, carries }, (tx) =>
        createSpecies(tx, input, image),
      );
    },
  });

  app.get(apiRoutes.trees.one, {
    config: { guard: 'user' },
    schema: { tags, params: speciesIdParams, response: { 200: treeSpecies, ...errors } },
    handler: (request) => getSpecies(ctx, request.params.id),
  });

  app.put(apiRoutes.trees.one, {
    config: { guard: 'admin' },
    schema: {
      tags,
      consumes: formConsumes,
      params: speciesIdParams,
      response: { 200: treeSpecies, ...errors },
    },
    handler: async (request) => {
      const { input, image } = await readFormInput(request, treeSpeciesInput);
      return updateSpecies(ctx, request.params.id, input, image);
    },
  });

  app.delete(apiRoutes.trees.one, {
    config: { guard: 'admin' },
    schema: { tags, params: speciesIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      await deleteSpecies(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
