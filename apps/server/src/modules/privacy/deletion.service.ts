import { ACCOUNT_DELETION_GRACE_DAYS } from '@punla/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { erasureDay } from '../accounts/pending-deletion.ts';
import { lockAdminsWhoCanSignIn } from '../accounts/roles.service.ts';
import type { SessionCache } from '../accounts/session-cache.ts';
import {
  clearDeletionRequest,
  lockAccount,
  markDeletionRequested,
  type AccountRow,
} from './deletion.repository.ts';

// The account's side of a deletion (docs/game-rules.md, Your data and your account; decision
// 039): asked, kept. What else it changes (the boards, the seats) is use-cases/delete-account.ts's.

const DAY_MS = 24 * 60 * 60 * 1000;

type DeletionContext = AppContext & { sessions: SessionCache };

/**
 * Asks the account's deletion, inside the caller's transaction: it is out of play at once
 * (every session ends on every instance, no login opens one) and its personal data is erased
 * after ACCOUNT_DELETION_GRACE_DAYS (`graceDays`: 0 for an account that must not exist). The game always keeps an admin who can sign in: the last
 * one's deletion is refused. `wasInPlay` says whether it was on the boards until now (an
 * account an admin suspended was not).
 */
export async function scheduleAccountDeletion(
  ctx: DeletionContext,
  account: Pick<AccountRow, 'id' | 'role'>,
  actor?: Actor,
  graceDays: number = ACCOUNT_DELETION_GRACE_DAYS,
): Promise<{ account: AccountRow; erasesAt: Date; wasInPlay: boolean }> {
  // The admins' rows first, then the account's, in the order a suspension takes them: two
  // admins deleting each other at once are decided one after the other.
  const admins = account.role === 'ADMIN' ? await lockAdminsWhoCanSignIn(ctx) : [];
  const locked = await lockAccount(ctx.db, account.id);
  if (!locked || locked.erasedAt) {
    throw new AppError('NOT_FOUND', 'There is no account with this id.');
  }
  if (locked.deletionRequestedAt && locked.erasesAt) {
    throw new AppError(
      'DELETION_PENDING',
      `This account is set to be deleted on ${erasureDay(locked.erasesAt, ctx.timeZone)} already.`,
    );
  }
  if (admins.includes(locked.id) && !admins.some((id) => id !== locked.id)) {
    throw new AppError(
      'LAST_ADMIN',
      actor && actor.id !== locked.id
        ? `${locked.username} is the last admin who can sign in: make another admin first.`
        : 'You are the last admin who can sign in: make another admin first, then delete your account.',
    );
  }
  const at = ctx.clock.now();
  const erasesAt = new Date(at.getTime() + graceDays * DAY_MS);
  const marked = await markDeletionRequested(ctx.db, locked.id, { at, erasesAt });
  if (!marked) throw new AppError('DELETION_PENDING', 'This account is set to be deleted already.');
  ctx.sessions.forget(locked.id);
  return { account: marked, erasesAt, wasInPlay: !locked.suspendedAt };
}

/**
 * Cancels a pending deletion, inside the caller's transaction (a due erasure at the same moment
 * is decided by the row's lock). `backInPlay` says whether the account is on the boards again
 * (not when an admin's suspension is there too). 409 when no deletion is pending.
 */
export async function cancelAccountDeletion(
  ctx: AppContext,
  userId: string,
): Promise<{ account: AccountRow; backInPlay: boolean }> {
  const locked = await lockAccount(ctx.db, userId);
  const cleared = locked ? await clearDeletionRequest(ctx.db, userId, ctx.clock.now()) : undefined;
  if (!locked || !cleared) {
    throw new AppError('NOT_PENDING_DELETION', 'This account is not set to be deleted.');
  }
  return { account: cleared, backInPlay: Boolean(locked.suspendedAt) && !cleared.suspendedAt };
}
