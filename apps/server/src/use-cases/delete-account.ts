import {
  ACCOUNT_DELETION_GRACE_DAYS,
  countOf,
  type AuthResponse,
  type DeleteAccountInput,
  type DeletionScheduled,
} from '@punla/contract';
import { AppError } from '../lib/app-error.ts';
import { inTransaction, type Actor } from '../lib/context.ts';
import { moveInSeasonCounts } from '../lib/ledgers/season-levels.ts';
import { lockActiveAdmins, type UserRow } from '../modules/accounts/accounts.repository.ts';
import { findAccount, issueSession } from '../modules/accounts/accounts.service.ts';
import { reservePasswordCheck } from '../modules/accounts/login-limits.ts';
import { erasureDay } from '../modules/accounts/pending-deletion.ts';
import { releaseUpcomingRsvps } from '../modules/events/rsvps.service.ts';
import type { PlayersContext } from '../modules/players/players.context.ts';
import {
  clearDeletionRequest,
  lockAccount,
  markDeletionRequested,
} from '../modules/privacy/deletion.repository.ts';

// "Delete my account" and "Keep my account" (docs/game-rules.md, Your data and your account).
// A deletion spans the accounts (the sessions, the login), the season boards (their counts) and
// the events (the seats), so it is a use case, in one transaction. The erasure of the personal
// data after the grace period is modules/privacy/erasure.service.ts's.

const DAY_MS = 24 * 60 * 60 * 1000;

const seatsGivenUp = (whose: 'Your' | 'Their', released: number) =>
  released > 0 ? ` ${whose} RSVPs to ${countOf(released, 'upcoming event')} were given up.` : '';

/**
 * The player deletes their own account, proving it is them: with the password (403 when it is
 * wrong, nothing changes; wrong tries are limited as for a password change), or, for an
 * account that only signs in with Google, by typing its username as `confirm`.
 */
export async function deleteOwnAccount(
  ctx: PlayersContext,
  userId: string,
  input: DeleteAccountInput,
): Promise<DeletionScheduled> {
  const account = await findAccount(ctx, userId);
  if (!account) throw new AppError('NOT_FOUND', 'There is no account with this id.');
  if (account.passwordHash) {
    if (!input.password) {
      throw new AppError(
        'VALIDATION_FAILED',
        'password: Enter your password to delete your account.',
      );
    }
    const attempt = await reservePasswordCheck(ctx, userId);
    if (!(await ctx.hasher.verify(input.password, account.passwordHash))) {
      throw new AppError('WRONG_PASSWORD', 'That password is not correct, so nothing was deleted.');
    }
    await attempt.succeeded();
  } else if (input.confirm?.toLowerCase() !== account.username.toLowerCase()) {
    throw new AppError(
      'VALIDATION_FAILED',
      `confirm: Type your username, ${account.username}, to confirm that you want your account deleted.`,
    );
  }
  return inTransaction(ctx, async (tx) => {
    const scheduled = await scheduleDeletion(tx, account);
    const day = erasureDay(scheduled.erasesAt, tx.timeZone);
    return {
      erasesAt: scheduled.erasesAt.toISOString(),
      message: `Your account will be deleted on ${day}. You are logged out everywhere. Until then, log in with your password to keep it.${seatsGivenUp('Your', scheduled.released)}`,
    };
  });
}

/**
 * An admin deletes a player's account on the player's request, with a reason (the route writes
 * it into the audit log, in this transaction). The player may still keep it by logging in
 * during the grace period.
 */
export async function deleteAccountOnRequest(
  ctx: PlayersContext,
  actor: Actor,
  userId: string,
): Promise<DeletionScheduled> {
  const account = await findAccount(ctx, userId);
  if (!account) throw new AppError('NOT_FOUND', 'There is no player with this id.');
  const scheduled = await scheduleDeletion(ctx, account, actor);
  const day = erasureDay(scheduled.erasesAt, ctx.timeZone);
  return {
    erasesAt: scheduled.erasesAt.toISOString(),
    message: `${account.username}'s account will be erased on ${day}, and they are logged out everywhere.${seatsGivenUp('Their', scheduled.released)}`,
  };
}

/**
 * Asks the deletion, inside the caller's transaction: the account is out of play at once
 * (every session ends on every instance, no login opens one, it leaves the season boards),
 * its seats at events not started yet are given up (the waitlist moves up), and its personal
 * data is erased after ACCOUNT_DELETION_GRACE_DAYS. The game always keeps an admin who can
 * sign in: the last one's deletion is refused.
 */
async function scheduleDeletion(
  ctx: PlayersContext,
  account: UserRow,
  actor?: Actor,
): Promise<{ erasesAt: Date; released: number }> {
  // The admins' rows first, then the account's, in the order a suspension takes them: two
  // admins deleting each other at once are decided one after the other.
  const admins = account.role === 'ADMIN' ? await lockActiveAdmins(ctx.db) : [];
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
  const erasesAt = new Date(at.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  const marked = await markDeletionRequested(ctx.db, locked.id, { at, erasesAt });
  if (!marked) throw new AppError('DELETION_PENDING', 'This account is set to be deleted already.');
  ctx.sessions.forget(locked.id);
  // After the update, whose row lock orders it with the player's XP awards (as a suspension).
  if (!locked.suspendedAt) await moveInSeasonCounts(ctx.db, locked.id, -1);
  const released = await releaseUpcomingRsvps(ctx, locked.id);
  return { erasesAt, released: released.length };
}

/**
 * "Keep my account", with the token a login handed out during the grace period: the deletion
 * is cancelled and the player is logged in. Seats given up are not given back. 409 when no
 * deletion is pending.
 */
export async function keepOwnAccount(ctx: PlayersContext, userId: string): Promise<AuthResponse> {
  const kept = await inTransaction(ctx, async (tx) => {
    const locked = await lockAccount(tx.db, userId);
    const cleared = locked ? await clearDeletionRequest(tx.db, userId, tx.clock.now()) : undefined;
    if (!locked || !cleared) {
      throw new AppError('NOT_PENDING_DELETION', 'This account is not set to be deleted.');
    }
    if (locked.suspendedAt && !cleared.suspendedAt) await moveInSeasonCounts(tx.db, userId, 1);
    return cleared;
  });
  ctx.sessions.forget(userId);
  return issueSession(ctx, kept);
}
