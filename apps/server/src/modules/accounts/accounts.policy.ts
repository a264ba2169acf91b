import type { Actor } from '../../lib/context.ts';

/**
 * The starter kit is a player's first seedling and resources (docs/game-rules.md); an admin
 * account plays no game and gets none.
 */
export function receivesStarterKit(account: Pick<Actor, 'role'>): boolean {
  return account.role === 'USER';
}

/**
 * Rewards and a place among the players (quest claims, free water, the leaderboard) go to
 * verified accounts only, so that fake sign-ups earn nothing (decision 005).
 */
export function canEarnRewards(account: { verified: boolean }): boolean {
  return account.verified;
}
