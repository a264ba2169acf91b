import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  location,
  locationIdParams,
  locationInput,
  locationList,
} from '@punla/contract';
import { parseInput, readFormBody } from '../../lib/request-input.ts';
import {
  deleteLocation,
  getLocation,
  listLocations,
  saveLocation,
  type LocationsContext,
} from './locations.service.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
};

export function registerLocationRoutes(fastify: FastifyInstance, ctx: LocationsContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Locations'];
  const consumes = ['application/json', 'multipart/form-data'];

  app.get('/api/secure/location', {
    config: { guard: 'user' },
    schema: { tags, response: { 200: locationList, ...errors } },
    handler: () => listLocations(ctx),
  });

  app.post('/api/secure/location', {
    config: { guard: 'admin' },
    schema: { tags, consumes, response: { 201: location, ...errors } },
    handler: async (request, reply) => {
      const form = await readFormBody(request);
      return reply
        .status(201)
        .send(await saveLocation(ctx, null, parseInput(locationInput, form.fields), form.image));
    },
  });

  app.get('/api/secure/location/:locationId', {
    config: { guard: 'user' },
    schema: { tags, params: locationIdParams, response: { 200: location, ...errors } },
    handler: (request) => getLocation(ctx, request.params.locationId),
  });

  app.put('/api/secure/location/:locationId', {
    config: { guard: 'admin' },
    schema: { tags, consumes, params: locationIdParams, response: { 200: location, ...errors } },
    handler: async (request) => {
      const form = await readFormBody(request);
      return saveLocation(
        ctx,
        request.params.locationId,
        parseInput(locationInput, form.fields),
        form.image,
      );
    },
  });

  app.delete('/api/secure/location/:locationId', {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: locationIdParams,
      response: { 204: z.null().describe('Deleted'), ...errors },
    },
    handler: async (request, reply) => {
      await deleteLocation(ctx, request.params.locationId);
      return reply.status(204).send(null);
    },
  });
}
