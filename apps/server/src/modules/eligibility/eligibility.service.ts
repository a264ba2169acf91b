import { ELIGIBILITY, TREE_STAGES } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { getFairPlayReview, type FairPlayReview } from '../fair-play/fair-play.service.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import { bestStageIn, countEligible, findPlayer, seasonXpOf } from './eligibility.repository.ts';

const sapling = TREE_STAGES[ELIGIBILITY.minStage] ?? 'Sapling';

/** Where a player stands this season: what every event's requirements are measured against. */
export interface PlayerStanding {
  verified: boolean;
  /** Suspended by an admin: out of every event until it is lifted. */
  suspended: boolean;
  /** The running season's name, or null between seasons. */
  season: string | null;
  /** The highest stage of a tree planted this season (0 when none). */
  bestStage: number;
  /** Whether the player planted a tree this season at all. */
  plantedThisSeason: boolean;
  seasonXp: number;
  /** A fair-play review holding the player's eligibility (docs/game-rules.md, Fair play). */
  review: FairPlayReview;
}

export async function getPlayerStanding(ctx: AppContext, userId: string): Promise<PlayerStanding> {
  const user = await findPlayer(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  const season = await currentSeason(ctx);
  const best = season ? await bestStageIn(ctx.db, season, userId) : null;
  const xp = season ? await seasonXpOf(ctx.db, season, userId) : 0;
  const review = await getFairPlayReview(ctx, userId);
  return {
    verified: user.verified,
    suspended: user.suspendedAt !== null,
    season: season?.name ?? null,
    bestStage: best ?? 0,
    plantedThisSeason: best !== null,
    seasonXp: xp,
    review,
  };
}

/** Each rule of docs/game-rules.md (Real-world events and eligibility) with the player's progress. */
export async function checkEligibility(ctx: AppContext, userId: string) {
  const standing = await getPlayerStanding(ctx, userId);
  const user = { verified: standing.verified };
  const season = standing.season === null ? undefined : { name: standing.season };
  const bestStage = standing.bestStage;
  const xp = standing.seasonXp;
  const noSeason = season ? null : 'No season is running now.';
  const rules = [
    {
      key: 'VERIFIED' as const,
      label: 'Verified account',
      passed: user.verified,
      current: user.verified ? 1 : 0,
      target: 1,
      hint: user.verified ? null : 'Verify your e-mail address.',
    },
    {
      key: 'TREE_STAGE' as const,
      label: `A tree planted this season that reached ${sapling}`,
      passed: season !== undefined && bestStage >= ELIGIBILITY.minStage,
      current: Math.min(bestStage, ELIGIBILITY.minStage),
      target: ELIGIBILITY.minStage,
      hint:
        noSeason ??
        (bestStage >= ELIGIBILITY.minStage
          ? null
          : `Grow a tree planted this season to the ${sapling} stage (best so far: ${TREE_STAGES[bestStage]}).`),
    },
    {
      key: 'SEASON_XP' as const,
      label: `At least ${ELIGIBILITY.minSeasonXp} XP this season`,
      passed: season !== undefined && xp >= ELIGIBILITY.minSeasonXp,
      // The real figure, past the target too: the page shows "490 / 300 XP".
      current: xp,
      target: ELIGIBILITY.minSeasonXp,
      hint:
        noSeason ??
        (xp >= ELIGIBILITY.minSeasonXp
          ? null
          : `Earn ${ELIGIBILITY.minSeasonXp - xp} more XP this season.`),
    },
  ];
  // An open fair-play flag holds the player's eligibility until a review; a confirmed one keeps
  // it closed. The player reads a calm sentence, not the flag.
  const { state, message } = standing.review;
  return {
    eligible: rules.every((rule) => rule.passed) && state === null && !standing.suspended,
    season: season?.name ?? null,
    rules,
    review: state && message ? { state, message } : null,
  };
}

/** How many players are eligible for the next event. */
export async function countEligiblePlayers(ctx: AppContext) {
  const season = await currentSeason(ctx);
  if (!season) return { count: 0, season: null };
  const count = await countEligible(ctx.db, season, ELIGIBILITY);
  return { count, season: season.name };
}
