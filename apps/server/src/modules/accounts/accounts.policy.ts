import type { Actor } from '../../lib/context.ts';

/**
 * The starter kit is a player's first seedling and resources (docs/game-rules.md); an admin
 * account plays no game and gets none.
 */
export function receivesStarterKit(account: Pick<Actor, 'role'>): boolean {
  return account.role === 'USER';
}
