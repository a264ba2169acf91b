import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import {
  lockActiveAdmins,
  lockSuspension,
  suspendUser,
  unsuspendUser,
  type UserRow,
} from './accounts.repository.ts';
import type { SessionCache } from './session-cache.ts';

// An admin's suspension of an account (docs/game-rules.md, Players and admins): its sessions
// end at once and no login opens a new one until it is lifted; its data stays. What else it
// changes (the boards, the events) is use-cases/suspend-player.ts's.

/**
 * What a suspended player reads when they log in, with the admin's reason and where to write:
 * "This account is suspended: {reason}. Write to {address} if you think this is wrong."
 */
export function suspendedMessage(reason: string | null, supportEmail: string): string {
  // The sentence ends the reason itself: a reason written with its own full stop keeps one.
  const why = (reason ?? '').trim().replace(/\.+$/, '');
  return `This account is suspended: ${why}. Write to ${supportEmail} if you think this is wrong.`;
}

/** Refuses a session (a login, Google's, a repeated sign-up) to a suspended account. */
export function refuseIfSuspended(
  user: Pick<UserRow, 'suspendedAt' | 'suspensionReason'>,
  supportEmail: string,
): void {
  if (user.suspendedAt) {
    throw new AppError('ACCOUNT_SUSPENDED', suspendedMessage(user.suspensionReason, supportEmail));
  }
}

/**
 * Suspends the account with the reason the player is shown, and ends every session of it on
 * every instance (the token version's change is announced by the database). An account whose
 * deletion is pending can be suspended too: the suspension then decides its logins (no "keep").
 * `wasInPlay` says whether it was on the boards until now. Call inside the suspension's
 * transaction; 409 when it is suspended already.
 */
export async function suspendAccount(
  ctx: AppContext & { sessions?: SessionCache },
  user: Pick<UserRow, 'id' | 'username' | 'role'>,
  reason: string,
): Promise<{ account: UserRow; wasInPlay: boolean }> {
  // The game always keeps an admin who can sign in, as when a role changes (roles.service.ts):
  // decided with the admins' rows locked, so two admins suspending each other cannot both.
  if (user.role === 'ADMIN') {
    const admins = await lockActiveAdmins(ctx.db);
    if (admins.includes(user.id) && !admins.some((id) => id !== user.id)) {
      throw new AppError(
        'LAST_ADMIN',
        `${user.username} is the last admin who can sign in: make another admin first.`,
      );
    }
  }
  const suspended = await suspendUser(ctx.db, user.id, { reason, at: ctx.clock.now() });
  if (!suspended) {
    throw new AppError('ALREADY_SUSPENDED', `${user.username} is suspended already.`);
  }
  ctx.sessions?.forget(user.id);
  return suspended;
}

/** Lifts the suspension: the player may log in again. 409 when the account is not suspended. */
export async function liftAccountSuspension(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'username' | 'deletionRequestedAt'>,
): Promise<UserRow> {
  // A pending deletion keeps the account out of play too; only the player ends it, by keeping it.
  if (user.deletionRequestedAt) {
    throw new AppError(
      'DELETION_PENDING',
      `${user.username}'s account is set to be deleted: only they can keep it, by logging in before it is erased.`,
    );
  }
  const lifted = await unsuspendUser(ctx.db, user.id, ctx.clock.now());
  if (!lifted) throw new AppError('NOT_SUSPENDED', `${user.username} is not suspended.`);
  return lifted;
}

/**
 * Refuses what a suspended account would take (a seat, a check-in), inside the transaction
 * that takes it: the account's row is share-locked, so a suspension at the same moment is
 * decided either before (refused here) or after (and it then sees, and undoes, what was taken).
 */
export async function refuseIfSuspendedNow(
  ctx: AppContext,
  userId: string,
  refusal: string,
): Promise<void> {
  const state = await lockSuspension(ctx.db, userId);
  if (state?.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', refusal);
}
