import type { Actor } from '../../lib/context.ts';

/** Players see only what is for sale; admins see every item, on sale or not. */
export function canSeeInactiveItems(actor: Actor): boolean {
  return actor.role === 'ADMIN';
}
