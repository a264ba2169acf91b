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

/**
 * A player's own settings (their name, the tour, their sessions) are theirs to change. The
 * `self` guard lets an admin read them; an admin who must change another account does it from
 * the player's file (modules/players), with a reason that the audit log keeps.
 */
export function changesOwnAccount(actor: Actor, userId: string): boolean {
  return actor.id === userId;
}

/** Why an admin cannot change another account through a player's own route. */
export const NOT_YOUR_ACCOUNT =
  "Only the player changes this. An admin changes another player's account from their file in Players, with a reason.";
