import type { Actor } from '../../lib/context.ts';

/**
 * Only a player's code brings rewards (docs/game-rules.md, Referrals): the code of an admin
 * account counts as no code at all.
 */
export function canRefer(referrer: Pick<Actor, 'role'>): boolean {
  return referrer.role === 'USER';
}
