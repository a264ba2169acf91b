import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, resources, seedlingInventory, userIdParams } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimFreeWater, getResources, listSeedlings } from './inventory.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export function registerInventoryRoutes(
  fastify: FastifyInstance,
  deps: { db: Database; clock: Clock; timeZone: string },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock, timeZone } = deps;
  const tags = ['Inventory'];

  app.get('/api/secure/inventory/user/:userId', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: seedlingInventory, ...errors } },
    handler: (request) => listSeedlings(db, request.params.userId),
  });

  app.get('/api/secure/resource-inventory/user/:userId', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: resources, ...errors } },
    handler: (request) => getResources(db, request.params.userId, clock.now(), timeZone),
  });

  app.post('/api/secure/resource-inventory/user/:userId/reset-count', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: resources, ...errors } },
    handler: (request) => claimFreeWater(db, request.params.userId, clock.now(), timeZone),
  });
}
