import type { Actor } from '../../lib/context.ts';

/**
 * An RSVP, its cancellation and its ticket are the player's own acts: an admin may look at a
 * player's real trees, but never takes a seat or holds a ticket for them (the ticket code is
 * what lets a person in at the site).
 */
export const actsForThemselves = (actor: Actor, userId: string): boolean => actor.id === userId;

/** Every past event, years back, is the admins' list (players see the upcoming and recent). */
export const seesEveryPastEvent = (actor: Actor): boolean => actor.role === 'ADMIN';
