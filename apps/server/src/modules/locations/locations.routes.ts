import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  location,
  locationIdParams,
  locationInput,
  locationList,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { formConsumes, readFormInput } from '../../lib/request-input.ts';
import { deletedResponse, errorResponses } from '../../lib/route-responses.ts';
import { deleteLocation, getLocation, listLocations, saveLocation } from './locations.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

export function registerLocationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Locations'];
  const errors = errorResponses(413, 415);
  const consumes = formConsumes;

  app.get(apiRoutes.locations.list, {
    config: { guard: 'user' },
    schema: { tags, response: { 200: locationList, ...errors } },
    handler: () => listLocations(ctx),
  });

  app.post(apiRoutes.locations.list, {
    config: { guard: 'admin' },
    schema: { tags, consumes, response: { 201: location, ...errors } },
    handler: async (request, reply) => {
      const { input, image } = await readFormInput(request, locationInput);
      const carries = { input, image };
      return answerOnce(request, reply, ctx, { status: 201, carries }, (tx) =>
        saveLocation(tx, null, input, image),
      );
    },
  });

  app.get(apiRoutes.locations.one, {
    config: { guard: 'user' },
    schema: { tags, params: locationIdParams, response: { 200: location, ...errors } },
    handler: (request) => getLocation(ctx, request.params.locationId),
  });

  app.put(apiRoutes.locations.one, {
    config: { guard: 'admin' },
    schema: { tags, consumes, params: locationIdParams, response: { 200: location, ...errors } },
    handler: async (request) => {
      const { input, image } = await readFormInput(request, locationInput);
      return saveLocation(ctx, request.params.locationId, input, image);
    },
  });

  app.delete(apiRoutes.locations.one, {
    config: { guard: 'admin' },
    schema: { tags, params: locationIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      await deleteLocation(ctx, request.params.locationId);
      return reply.status(204).send(null);
    },
  });
}
