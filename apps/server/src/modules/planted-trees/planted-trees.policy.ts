import type { Actor } from '../../lib/context.ts';

/** An admin may read any player's tree; a player reads only their own (others get 404). */
export function canReadAnyTree(actor: Actor): boolean {
  return actor.role === 'ADMIN';
}
