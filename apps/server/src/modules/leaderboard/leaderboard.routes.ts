import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBody,
  leaderboardSeasonParams,
  playerStanding,
  seasonLeaderboard,
  userProfileIdParams,
} from '@punla/contract';
import {
  getPlayerStanding,
  getSeasonLeaderboard,
  type LeaderboardContext,
} from './leaderboard.service.ts';

export function registerLeaderboardRoutes(fastify: FastifyInstance, ctx: LeaderboardContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Leaderboard'];

  app.get('/api/public/leaderboard/season/:season', {
    config: { guard: 'public' },
    schema: {
      tags,
      params: leaderboardSeasonParams,
      response: { 200: seasonLeaderboard, 400: errorBody, 404: errorBody },
    },
    handler: (request) => getSeasonLeaderboard(ctx, request.params.season),
  });

  app.get('/api/public/leaderboard/user/:userProfileId', {
    config: { guard: 'public' },
    schema: {
      tags,
      params: userProfileIdParams,
      response: { 200: playerStanding, 400: errorBody, 404: errorBody },
    },
    handler: (request) => getPlayerStanding(ctx, request.params.userProfileId),
  });
}
