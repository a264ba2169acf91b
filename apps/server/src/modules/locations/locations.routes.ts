import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  location,
  locationIdParams,
  locationInput,
  locationList,
} from '@punla/contract';
import { audited } from '../../plugins/audit.ts';
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
    config: { guard: 'admin', audit: { action: 'location.create', target: 'location' } },
    schema: { tags, consumes, response: { 201: location, ...errors } },
    handler: async (request, reply) => {
      const { input, image } = await readFormInput(request, locationInput);
      const carries = { input, image };
      return answerOnce(request, reply, ctx, { status: 201, carries }, (tx) =>
        audited(request, tx, { targetId: (location) => location.id }, (audit: typeof tx) =>
          saveLocation(audit, null, input, image),
        ),
      );
    },
  });

  app.get(apiRoutes.locations.one, {
    config: { guard: 'user' },
    schema: { tags, params: locationIdParams, response: { 200: location, ...errors } },
    handler: (request) => getLocation(ctx, request.params.locationId),
  });

  app.put(apiRoutes.locations.one, {
    config: { guard: 'admin', audit: { action: 'location.update', target: 'location' } },
    schema: { tags, consumes, params: locationIdParams, response: { 200: location, ...errors } },
    handler: async (request) => {
      const { input, image } = await readFormInput(request, locationInput);
      const { locationId } = request.params;
      const before = (tx: AppContext) => getLocation(tx, locationId);
      return audited(request, ctx, { targetId: locationId, before }, (tx) =>
        saveLocation(tx, locationId, input, image),
      );
    },
  });

  app.delete(apiRoutes.locations.one, {
    config: { guard: 'admin', audit: { action: 'location.delete', target: 'location' } },
    schema: { tags, params: locationIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      const { locationId } = request.params;
      const before = (tx: AppContext) => getLocation(tx, locationId);
      await audited(request, ctx, { targetId: locationId, before, after: () => null }, (tx) =>
        deleteLocation(tx, locationId),
      );
      return reply.status(204).send(null);
    },
  });
}
