import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyInput,
  buyParams,
  buyResult,
  errorBody,
  itemIdParams,
  marketplaceItem,
  marketplaceItemInput,
  marketplaceItemList,
} from '@punla/contract';
import { parseInput, readFormBody } from '../../lib/request-input.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  buyItem,
  deleteItem,
  getItem,
  listItems,
  saveItem,
  type MarketplaceContext,
} from './marketplace.service.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};

export function registerMarketplaceRoutes(fastify: FastifyInstance, ctx: MarketplaceContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Marketplace'];
  const consumes = ['application/json', 'multipart/form-data'];

  app.get('/api/secure/marketplace/items', {
    config: { guard: 'user' },
    schema: { tags, response: { 200: marketplaceItemList, ...errors } },
    handler: (request) => listItems(ctx, currentUser(request).role),
  });

  app.post('/api/secure/marketplace/item', {
    config: { guard: 'admin' },
    schema: { tags, consumes, response: { 201: marketplaceItem, ...errors } },
    handler: async (request, reply) => {
      const form = await readFormBody(request);
      const saved = await saveItem(
        ctx,
        null,
        parseInput(marketplaceItemInput, form.fields),
        form.image,
      );
      return reply.status(201).send(saved);
    },
  });

  app.get('/api/secure/marketplace/item/:itemId', {
    config: { guard: 'user' },
    schema: { tags, params: itemIdParams, response: { 200: marketplaceItem, ...errors } },
    handler: (request) => getItem(ctx, request.params.itemId, currentUser(request).role),
  });

  app.put('/api/secure/marketplace/item/:itemId', {
    config: { guard: 'admin' },
    schema: { tags, consumes, params: itemIdParams, response: { 200: marketplaceItem, ...errors } },
    handler: async (request) => {
      const form = await readFormBody(request);
      return saveItem(
        ctx,
        request.params.itemId,
        parseInput(marketplaceItemInput, form.fields),
        form.image,
      );
    },
  });

  app.delete('/api/secure/marketplace/item/:itemId', {
    config: { guard: 'admin' },
    schema: {
      tags,
      params: itemIdParams,
      response: { 204: z.null().describe('Deleted'), ...errors },
    },
    handler: async (request, reply) => {
      await deleteItem(ctx, request.params.itemId);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/secure/marketplace/item/:itemId/user/:userId/buy', {
    config: { guard: 'self' },
    schema: { tags, params: buyParams, body: buyInput, response: { 200: buyResult, ...errors } },
    handler: (request) =>
      buyItem(ctx, request.params.userId, request.params.itemId, request.body.quantity),
  });
}
