import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  careInput,
  careResult,
  dailyXpResult,
  errorBody,
  gameSummary,
  listOwnerParams,
  plantedTree,
  plantedTreeIdParams,
  plantedTreeList,
  plantParams,
  playerImpact,
  userIdParams,
  userSpeciesParams,
} from '@punla/contract';
import { currentUser } from '../../plugins/auth.ts';
import {
  claimDailyXp,
  fertilizeTree,
  getGameSummary,
  getPlantedTree,
  getPlayerImpact,
  listPlantedTrees,
  plantTree,
  waterTree,
  type PlantedTreesContext,
} from './planted-trees.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export function registerPlantedTreeRoutes(
  fastify: FastifyInstance,
  ctx: PlantedTreesContext,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Planted trees'];

  app.get('/api/secure/planted-tree/summary', {
    config: { guard: 'user' },
    schema: { tags, response: { 200: gameSummary, ...errors } },
    handler: () => getGameSummary(ctx),
  });

  app.post('/api/secure/planted-tree/add-water', {
    config: { guard: 'user' },
    schema: { tags, body: careInput, response: { 200: careResult, ...errors } },
    handler: (request) => waterTree(ctx, currentUser(request).id, request.body.plantedTreeId),
  });

  app.post('/api/secure/planted-tree/add-fertilizer', {
    config: { guard: 'user' },
    schema: { tags, body: careInput, response: { 200: careResult, ...errors } },
    handler: (request) => fertilizeTree(ctx, currentUser(request).id, request.body.plantedTreeId),
  });

  app.post('/api/secure/planted-tree/daily-xp', {
    config: { guard: 'user' },
    schema: {
      tags,
      body: z.strictObject({}).optional(),
      response: { 200: dailyXpResult, ...errors },
    },
    handler: (request) => claimDailyXp(ctx, currentUser(request).id),
  });

  app.get('/api/secure/planted-tree/list/:id', {
    config: { guard: 'self', selfParam: 'id' },
    schema: { tags, params: listOwnerParams, response: { 200: plantedTreeList, ...errors } },
    handler: (request) => listPlantedTrees(ctx, request.params.id),
  });

  app.get('/api/secure/planted-tree/user/:userId/impact', {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: playerImpact, ...errors } },
    handler: (request) => getPlayerImpact(ctx, request.params.userId),
  });

  app.post('/api/secure/planted-tree/user/:userId/inventory/:inventoryId', {
    config: { guard: 'self' },
    schema: { tags, params: plantParams, response: { 201: plantedTree, ...errors } },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await plantTree(ctx, request.params.userId, request.params.inventoryId)),
  });

  app.get('/api/secure/planted-tree/:userId/tree/:treeId', {
    config: { guard: 'self' },
    schema: { tags, params: userSpeciesParams, response: { 200: plantedTreeList, ...errors } },
    handler: (request) => listPlantedTrees(ctx, request.params.userId, request.params.treeId),
  });

  app.get('/api/secure/planted-tree/:id', {
    config: { guard: 'user' },
    schema: { tags, params: plantedTreeIdParams, response: { 200: plantedTree, ...errors } },
    handler: (request) => getPlantedTree(ctx, currentUser(request), request.params.id),
  });
}
