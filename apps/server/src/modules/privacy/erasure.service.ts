import { ERASED_PLAYER_LABEL } from '@punla/contract';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { lockAccount } from './deletion.repository.ts';
import {
  anonymiseUser,
  deletePersonalRows,
  findDueErasures,
  formerUsernames,
  reportIdsOf,
  scrubAuditLog,
  scrubQuotes,
} from './erasure.repository.ts';

// The erasure of an account's personal data once its grace period is over (docs/game-rules.md,
// Your data and your account; docs/decisions/039): run by the scheduled work, one account a
// transaction, so a failure leaves that account whole and the next run takes it again.

/** Accounts erased a transaction at a time, read this many at once. */
const ERASURES_PER_READ = 50;

/** The neutral name an erased account keeps: unique (usernames are), and never a valid username. */
export function erasedLabel(userId: string): string {
  return `${ERASED_PLAYER_LABEL} ${userId.replaceAll('-', '').slice(0, 12)}`;
}

/** Erases every account whose grace period is over; returns how many. */
export async function eraseDueAccounts(ctx: AppContext): Promise<number> {
  let erased = 0;
  for (;;) {
    const due = await findDueErasures(ctx.db, ctx.clock.now(), ERASURES_PER_READ);
    for (const userId of due) if (await eraseAccount(ctx, userId)) erased += 1;
    if (due.length < ERASURES_PER_READ) return erased;
  }
}

/**
 * Erases one account, if its deletion is still pending and due (a "keep" at the same moment is
 * decided by the row's lock): its e-mail address, username, password, Google link, birth year,
 * codes, reminder settings, inbox, report texts and guardians' details. What stays has no
 * person behind it: the ledger rows (other players' balances and the game's totals add up with
 * them), its trees and real trees (the counts of trees planted), referrals paid to others.
 */
export async function eraseAccount(ctx: AppContext, userId: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const account = await lockAccount(tx.db, userId);
    if (!account?.erasesAt || account.erasedAt || !account.deletionRequestedAt) return false;
    if (account.erasesAt > now) return false;
    const label = erasedLabel(account.id);
    const usernames = [account.username, ...(await formerUsernames(tx.db, account.id))];
    const reportIds = await reportIdsOf(tx.db, account.id);
    await deletePersonalRows(tx.db, account.id);
    for (const username of usernames) {
      await scrubQuotes(tx.db, { email: account.email, username }, label);
    }
    await scrubAuditLog(
      tx.db,
      { id: account.id, email: account.email, usernames, reportIds },
      label,
    );
    await anonymiseUser(tx.db, account.id, label, now);
    return true;
  });
}
