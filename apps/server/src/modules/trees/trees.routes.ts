import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  speciesIdParams,
  treeSpecies,
  treeSpeciesInput,
  treeSpeciesList,
} from '@punla/contract';
import { audited } from '../../plugins/audit.ts';
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
    config: { guard: 'admin', audit: { action: 'species.create', target: 'species' } },
    schema: { tags, consumes: formConsumes, response: { 201: treeSpecies, ...errors } },
    handler: async (request, reply) => {
      const { input, image } = await readFormInput(request, treeSpeciesInput);
      const carries = { input, image };
      return answerOnce(request, reply, ctx, { status: 201, carries }, (tx) =>
        audited(request, tx, { targetId: (species) => species.id }, (audit: typeof tx) =>
          createSpecies(audit, input, image),
        ),
      );
    },
  });

  app.get(apiRoutes.trees.one, {
    config: { guard: 'user' },
    schema: { tags, params: speciesIdParams, response: { 200: treeSpecies, ...errors } },
    handler: (request) => getSpecies(ctx, request.params.id),
  });

  app.put(apiRoutes.trees.one, {
    config: { guard: 'admin', audit: { action: 'species.update', target: 'species' } },
    schema: {
      tags,
      consumes: formConsumes,
      params: speciesIdParams,
      response: { 200: treeSpecies, ...errors },
    },
    handler: async (request) => {
      const { input, image } = await readFormInput(request, treeSpeciesInput);
      const { id } = request.params;
      return audited(request, ctx, { targetId: id, before: (tx) => getSpecies(tx, id) }, (tx) =>
        updateSpecies(tx, id, input, image),
      );
    },
  });

  app.delete(apiRoutes.trees.one, {
    config: { guard: 'admin', audit: { action: 'species.delete', target: 'species' } },
    schema: { tags, params: speciesIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      const { id } = request.params;
      await audited(
        request,
        ctx,
        { targetId: id, before: (tx) => getSpecies(tx, id), after: () => null },
        (tx) => deleteSpecies(tx, id),
      );
      return reply.status(204).send(null);
    },
  });
}
