import type { Actor } from '../../lib/context.ts';

/**
 * Reminders reach a player's own mailbox, so only the player turns them on or off. An
 * administrator may see the choice (the `self` guard lets them), never make it: the privacy
 * policy promises mails only to players who asked for them.
 */
export function canChangeReminders(actor: Actor, ownerId: string): boolean {
  return actor.id === ownerId;
}
