import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  errorBody,
  leaderboardSeasonParams,
  playerStanding,
  seasonLeaderboard,
  userProfileIdParams,
} from '@punla/contract';
import type { AppContext } from '../../lib/context.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { createBoardCache } from './board-cache.ts';
import { getPlayerStanding, getSeasonLeaderboard } from './leaderboard.service.ts';

export function registerLeaderboardRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Leaderboard'];
  // Public routes: no session to miss, no role to lack.
  const errors = { 400: errorBody, 404: errorBody };
  const boards = createBoardCache<Awaited<ReturnType<typeof getSeasonLeaderboard>>>(() =>
    ctx.clock.now().getTime(),
  );

  app.get(apiRoutes.leaderboard.season, {
    config: { guard: 'public' },
    schema: {
      tags,
      params: leaderboardSeasonParams,
      response: { 200: seasonLeaderboard, ...errors },
    },
    serializerCompiler: fastSerializerCompiler,
    handler: ({ params: { season } }) =>
      boards.get(String(season), () => getSeasonLeaderboard(ctx, season)),
  });

  app.get(apiRoutes.leaderboard.player, {
    config: { guard: 'public' },
    schema: { tags, params: userProfileIdParams, response: { 200: playerStanding, ...errors } },
    handler: (request) => getPlayerStanding(ctx, request.params.userProfileId),
  });
}
