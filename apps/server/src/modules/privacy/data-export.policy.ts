import type { Actor } from '../../lib/context.ts';

/**
 * "Download my data" is the player's own right of access: only the account's owner downloads
 * its file. The `self` guard lets an admin read a player's data through the player's routes;
 * this one it refuses, since the file gathers everything at once (e-mail, birth year, guardian's
 * consent, tickets) and an admin has the player's file in Players for their work.
 */
export const downloadsOwnData = (actor: Actor, userId: string): boolean => actor.id === userId;
