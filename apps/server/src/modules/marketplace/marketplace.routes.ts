import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  buyInput,
  buyParams,
  buyResult,
  itemIdParams,
  marketplaceItem,
  marketplaceItemInput,
  marketplaceItemList,
} from '@punla/contract';
import { audited } from '../../plugins/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { formConsumes, readFormInput } from '../../lib/request-input.ts';
import { deletedResponse, errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import { answerOnce } from '../../plugins/idempotency.ts';
import { createItem, deleteItem, getItem, listItems, updateItem } from './marketplace.service.ts';
import { buyItem } from './purchases.service.ts';

export function registerMarketplaceRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Marketplace'];
  const errors = errorResponses(409, 413, 415, 422);
  const routes = apiRoutes.marketplace;

  app.get(routes.items, {
    config: { guard: 'user' },
    schema: { tags, response: { 200: marketplaceItemList, ...errors } },
    handler: (request) => listItems(ctx, currentUser(request)),
  });

  app.post(routes.create, {
    config: { guard: 'admin', audit: { action: 'item.create', target: 'item' } },
    schema: { tags, consumes: formConsumes, response: { 201: marketplaceItem, ...errors } },
    handler: async (request, reply) => {
      const { input, image } = await readFormInput(request, marketplaceItemInput);
      const carries = { input, image };
      return answerOnce(request, reply, ctx, { status: 201, carries }, (tx) =>
        audited(request, tx, { targetId: (item) => item.id }, (audit: typeof tx) =>
          createItem(audit, input, image),
        ),
      );
    },
  });

  app.get(routes.item, {
    config: { guard: 'user' },
    schema: { tags, params: itemIdParams, response: { 200: marketplaceItem, ...errors } },
    handler: (request) => getItem(ctx, currentUser(request), request.params.itemId),
  });

  app.put(routes.item, {
    config: { guard: 'admin', audit: { action: 'item.update', target: 'item' } },
    schema: {
      tags,
      consumes: formConsumes,
      params: itemIdParams,
      response: { 200: marketplaceItem, ...errors },
    },
    handler: async (request) => {
      const { input, image } = await readFormInput(request, marketplaceItemInput);
      const { itemId } = request.params;
      const before = (tx: AppContext) => getItem(tx, currentUser(request), itemId);
      return audited(request, ctx, { targetId: itemId, before }, (tx) =>
        updateItem(tx, itemId, input, image),
      );
    },
  });

  app.delete(routes.item, {
    config: { guard: 'admin', audit: { action: 'item.delete', target: 'item' } },
    schema: { tags, params: itemIdParams, response: { 204: deletedResponse, ...errors } },
    handler: async (request, reply) => {
      const { itemId } = request.params;
      const before = (tx: AppContext) => getItem(tx, currentUser(request), itemId);
      await audited(request, ctx, { targetId: itemId, before, after: () => null }, (tx) =>
        deleteItem(tx, itemId),
      );
      return reply.status(204).send(null);
    },
  });

  app.post(routes.buy, {
    config: { guard: 'self' },
    schema: { tags, params: buyParams, body: buyInput, response: { 200: buyResult, ...errors } },
    serializerCompiler: fastSerializerCompiler,
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 200 }, (tx) =>
        buyItem(tx, request.params.userId, request.params.itemId, request.body.quantity),
      ),
  });
}
