import { z } from 'zod';
import { int4Id } from './input.ts';

export const leaderboardSeasonParams = z.strictObject({
  season: z.union([z.literal('current'), z.literal('previous'), int4Id('The season id')], {
    error: 'season is "current", "previous" or a season id.',
  }),
});

export const leaderboardEntry = z.object({
  rank: z.number().int(),
  userId: z.uuid(),
  username: z.string(),
  xp: z.number().int(),
});

export const seasonSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  ended: z.boolean(),
});

export const seasonLeaderboard = z.object({
  /** null, with no entries, when `current` or `previous` names no season (yet). */
  season: seasonSummary.nullable(),
  entries: z.array(leaderboardEntry),
  players: z.number().int(),
});

export const userProfileIdParams = z.strictObject({
  userProfileId: z.uuid({ error: 'The player id is not a valid id.' }),
});

export const standing = z.object({
  season: seasonSummary,
  /** null when the player earned no XP that season. */
  rank: z.number().int().nullable(),
  xp: z.number().int(),
  players: z.number().int(),
});

export const playerStanding = z.object({
  userId: z.uuid(),
  username: z.string(),
  current: standing.nullable(),
  previous: standing.nullable(),
});
