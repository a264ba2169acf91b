import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, resources, seedlingInventory, userIdParams } from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { claimFreeWater, getResources, listSeedlings } from './inventory.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

export function registerInventoryRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Inventory'];
  const errors = errorResponses(409);

  app.get(apiRoutes.inventory.seedlings, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: seedlingInventory, ...errors } },
    handler: (request) => listSeedlings(ctx, request.params.userId),
  });

  app.get(apiRoutes.inventory.resources, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: resources, ...errors } },
    handler: (request) => getResources(ctx, request.params.userId),
  });

  app.post(apiRoutes.inventory.claimFreeWater, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: resources, ...errors } },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 200 }, (tx) =>
        claimFreeWater(tx, request.params.userId),
      ),
  });
}
