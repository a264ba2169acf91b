import { ELIGIBILITY, TREE_STAGES } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { currentSeason } from '../seasons/seasons.service.ts';
import { bestStageIn, countEligible, findPlayer, seasonXpOf } from './eligibility.repository.ts';

const sapling = TREE_STAGES[ELIGIBILITY.minStage] ?? 'Sapling';

/** Each rule of docs/game-rules.md (Real-world events and eligibility) with the player's progress. */
export async function checkEligibility(ctx: AppContext, userId: string) {
  const user = await findPlayer(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  const season = await currentSeason(ctx);
  const bestStage = season ? await bestStageIn(ctx.db, season, userId) : 0;
  const xp = season ? await seasonXpOf(ctx.db, season, userId) : 0;
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
  return { eligible: rules.every((rule) => rule.passed), season: season?.name ?? null, rules };
}

/** How many players are eligible for the next event. */
export async function countEligiblePlayers(ctx: AppContext) {
  const season = await currentSeason(ctx);
  if (!season) return { count: 0, season: null };
  const count = await countEligible(ctx.db, season, ELIGIBILITY);
  return { count, season: season.name };
}
