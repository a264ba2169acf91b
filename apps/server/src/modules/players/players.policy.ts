import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';

/**
 * An admin never suspends or demotes their own account: a slip would lock them out, and the
 * game keeps an admin who can sign in. Another admin does it, with a reason.
 */
export const actsOnThemselves = (actor: Actor, userId: string): boolean => actor.id === userId;

/** Refuses (403) an admin's action on their own account, naming it: `suspend`, `demote`. */
export function refuseOwnAccount(actor: Actor, userId: string, what: string): void {
  if (actsOnThemselves(actor, userId)) {
    throw new AppError(
      'FORBIDDEN',
      `You cannot ${what} your own account. Ask another admin if it must be done.`,
    );
  }
}
