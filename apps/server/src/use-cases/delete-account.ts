import {
  countOf,
  type AuthResponse,
  type DeleteAccountInput,
  type DeletionScheduled,
  type Role,
} from '@punla/contract';
import { AppError } from '../lib/app-error.ts';
import { inTransaction, type Actor } from '../lib/context.ts';
import { moveInSeasonCounts } from '../lib/ledgers/season-levels.ts';
import { findAccount, issueSession } from '../modules/accounts/accounts.service.ts';
import { reservePasswordCheck } from '../modules/accounts/login-limits.ts';
import { erasureDay } from '../modules/accounts/pending-deletion.ts';
import { releaseUpcomingRsvps } from '../modules/events/rsvps.service.ts';
import type { PlayersContext } from '../modules/players/players.context.ts';
import {
  cancelAccountDeletion,
  scheduleAccountDeletion,
} from '../modules/privacy/deletion.service.ts';

// "Delete my account" and "Keep my account" (docs/game-rules.md, Your data and your account).
// A deletion spans the accounts (the sessions, the login), the season boards (their counts) and
// the events (the seats), so it is a use case, in one transaction. The erasure of the personal
// data after the grace period is modules/privacy/erasure.service.ts's.

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
      message: `Your account will be deleted on ${day}. You are logged out everywhere. Until then, ${account.passwordHash ? 'log in with your password' : 'log in with Google'} to keep it.${seatsGivenUp('Your', scheduled.released)}`,
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
 * Asks the deletion (modules/privacy/deletion.service.ts) and takes the account out of the game
 * in the same transaction: off the season boards' counts, and its seats and waitlist places at
 * events not started given up (the waitlist moves up, told as after a cancel).
 */
export async function scheduleDeletion(
  ctx: PlayersContext,
  account: { id: string; role: Role },
  actor?: Actor,
  graceDays?: number,
): Promise<{ erasesAt: Date; released: number }> {
  const { erasesAt, wasInPlay } = await scheduleAccountDeletion(ctx, account, actor, graceDays);
  // After the deletion's update, whose row lock orders it with the player's XP awards.
  if (wasInPlay) await moveInSeasonCounts(ctx.db, account.id, -1);
  const released = await releaseUpcomingRsvps(ctx, account.id);
  return { erasesAt, released: released.length };
}

/**
 * "Keep my account", with the token a login handed out during the grace period: the deletion
 * is cancelled and the player is logged in. Seats given up are not given back. 409 when no
 * deletion is pending.
 */
export async function keepOwnAccount(ctx: PlayersContext, userId: string): Promise<AuthResponse> {
  const kept = await inTransaction(ctx, async (tx) => {
    const { account, backInPlay } = await cancelAccountDeletion(tx, userId);
    if (backInPlay) await moveInSeasonCounts(tx.db, userId, 1);
    return account;
  });
  ctx.sessions.forget(userId);
  return issueSession(ctx, kept);
}
