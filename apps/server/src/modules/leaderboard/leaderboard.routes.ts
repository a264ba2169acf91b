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
import { limitPublicReads } from '../../lib/public-reads.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { createBoardCache } from './board-cache.ts';
import {
  getPlayerStanding,
  getSeasonLeaderboard,
  limitStandingReads,
} from './leaderboard.service.ts';

/** Standings kept for reuse on one instance: about a megabyte at most. */
const KEPT_STANDINGS = 5000;

export function registerLeaderboardRoutes(
  fastify: FastifyInstance,
  ctx: AppContext & { rateLimiter: RateLimiter },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Leaderboard'];
  // Public routes: no session to miss, no role to lack.
  const errors = { 400: errorBody, 404: errorBody, 429: errorBody };
  const boards = createBoardCache<Awaited<ReturnType<typeof getSeasonLeaderboard>>>(() =>
    ctx.clock.now().getTime(),
  );
  // A player's standing, kept like the boards: for a second, or until this instance changes
  // a standing (the player's own XP shows at once where it was earned).
  const standings = createBoardCache<Awaited<ReturnType<typeof getPlayerStanding>>>(
    () => ctx.clock.now().getTime(),
    KEPT_STANDINGS,
  );

  app.get(apiRoutes.leaderboard.season, {
    config: { guard: 'public' },
    schema: {
      tags,
      params: leaderboardSeasonParams,
      response: { 200: seasonLeaderboard, ...errors },
    },
    serializerCompiler: fastSerializerCompiler,
    handler: async ({ ip, params: { season } }) => {
      await limitPublicReads(ctx, 'season-board', ip);
      return boards.get(String(season), () => getSeasonLeaderboard(ctx, season));
    },
  });

  app.get(apiRoutes.leaderboard.player, {
    config: { guard: 'public' },
    schema: { tags, params: userProfileIdParams, response: { 200: playerStanding, ...errors } },
    handler: async (request) => {
      await limitStandingReads(ctx, request.ip);
      const { userProfileId } = request.params;
      return standings.get(userProfileId, () => getPlayerStanding(ctx, userProfileId));
    },
  });
}
