import type { Actor } from '../../lib/context.ts';

/**
 * A notice is read by the player it was written for. An administrator may look into a
 * player's inbox (the `self` guard lets them), but marking it read would hide news from the
 * player, so only the player does that.
 */
export function canMarkNoticesRead(actor: Actor, ownerId: string): boolean {
  return actor.id === ownerId;
}
