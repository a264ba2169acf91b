import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  careInput,
  careResult,
  dailyXpResult,
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
import type { CachedReadContext } from '../../lib/public-reads.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { errorResponses } from '../../lib/route-responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  claimDailyXp,
  getGameSummary,
  getPlantedTree,
  getPlayerImpact,
  listPlantedTrees,
  plantTree,
} from './planted-trees.service.ts';
import { fertilizeTree, waterTree } from './tree-care.service.ts';
import { answerOnce } from '../../plugins/idempotency.ts';

export function registerPlantedTreeRoutes(fastify: FastifyInstance, ctx: CachedReadContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Planted trees'];
  const errors = errorResponses(409);
  const routes = apiRoutes.plantedTrees;

  app.get(routes.summary, {
    config: { guard: 'user' },
    schema: { tags, response: { 200: gameSummary, ...errors } },
    handler: () => getGameSummary(ctx),
  });

  app.post(routes.water, {
    config: { guard: 'user' },
    schema: { tags, body: careInput, response: { 200: careResult, ...errors } },
    serializerCompiler: fastSerializerCompiler,
    handler: (request) => waterTree(ctx, currentUser(request).id, request.body.plantedTreeId),
  });

  app.post(routes.fertilize, {
    config: { guard: 'user' },
    schema: { tags, body: careInput, response: { 200: careResult, ...errors } },
    serializerCompiler: fastSerializerCompiler,
    handler: (request) => fertilizeTree(ctx, currentUser(request).id, request.body.plantedTreeId),
  });

  app.post(routes.dailyXp, {
    config: { guard: 'user' },
    schema: {
      tags,
      // `{}` or no body at all (docs/api.md); without a body Fastify hands on null.
      body: z.strictObject({}).nullish(),
      response: { 200: dailyXpResult, ...errors },
    },
    serializerCompiler: fastSerializerCompiler,
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 200 }, (tx) =>
        claimDailyXp(tx, currentUser(request).id),
      ),
  });

  app.get(routes.list, {
    config: { guard: 'self', selfParam: 'id' },
    schema: { tags, params: listOwnerParams, response: { 200: plantedTreeList, ...errors } },
    handler: (request) => listPlantedTrees(ctx, request.params.id),
  });

  app.get(routes.impact, {
    config: { guard: 'self' },
    schema: { tags, params: userIdParams, response: { 200: playerImpact, ...errors } },
    handler: (request) => getPlayerImpact(ctx, request.params.userId),
  });

  app.post(routes.plant, {
    config: { guard: 'self' },
    schema: { tags, params: plantParams, response: { 201: plantedTree, ...errors } },
    handler: (request, reply) =>
      answerOnce(request, reply, ctx, { status: 201 }, (tx) =>
        plantTree(tx, request.params.userId, request.params.inventoryId),
      ),
  });

  app.get(routes.ofPlayer, {
    config: { guard: 'self' },
    schema: { tags, params: userSpeciesParams, response: { 200: plantedTreeList, ...errors } },
    handler: (request) => listPlantedTrees(ctx, request.params.userId, request.params.treeId),
  });

  app.get(routes.one, {
    config: { guard: 'user' },
    schema: { tags, params: plantedTreeIdParams, response: { 200: plantedTree, ...errors } },
    serializerCompiler: fastSerializerCompiler,
    handler: (request) => getPlantedTree(ctx, currentUser(request), request.params.id),
  });
}
