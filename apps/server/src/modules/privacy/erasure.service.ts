import type { FastifyBaseLogger } from 'fastify';
import { ERASED_PLAYER_LABEL, UNVERIFIED_ACCOUNTS_KEPT_DAYS } from '@punla/contract';
import { inTransaction, type AppContext } from '../../lib/context.ts';
import { lockAccount } from './deletion.repository.ts';
import { valueWithoutPerson, withoutPerson, type QuotedPerson } from './erased-quotes.ts';
import {
  anonymiseUser,
  deleteCountersOf,
  deleteUnverifiedAccountRow,
  deletePersonalRows,
  findAuditEntriesQuoting,
  findDueErasures,
  findFlagsQuoting,
  findQuotedUnverifiedAccounts,
  findReferralTextsNaming,
  formerUsernames,
  reportIdsOf,
  rewriteAuditEntry,
  rewriteFlagEvidence,
  rewriteLedgerDescription,
  rewriteNotice,
} from './erasure.repository.ts';

// The erasure of an account's personal data once its grace period is over (docs/game-rules.md,
// Your data and your account; docs/decisions/039): run by the scheduled work, one account a
// transaction, so a failure leaves that account whole and the next run takes it again.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Accounts erased a transaction at a time, read this many at once. */
const ERASURES_PER_READ = 50;

/** The neutral name an erased account keeps: unique (usernames are), and never a valid username. */
export function erasedLabel(userId: string): string {
  return `${ERASED_PLAYER_LABEL} ${userId.replaceAll('-', '').slice(0, 12)}`;
}

/**
 * Erases every account whose grace period is over; returns how many. One that fails is logged
 * by its id and left for the next run: it holds up none after it.
 */
export async function eraseDueAccounts(
  ctx: AppContext & { logger: Pick<FastifyBaseLogger, 'error'> },
): Promise<number> {
  let erased = 0;
  let after: { erasesAt: Date; id: string } | null = null;
  for (;;) {
    const due = await findDueErasures(ctx.db, ctx.clock.now(), after, ERASURES_PER_READ);
    for (const account of due) {
      try {
        if (await eraseAccount(ctx, account.id)) erased += 1;
      } catch (error) {
        ctx.logger.error({ err: error, userId: account.id }, 'An account could not be erased.');
      }
    }
    const last = due.at(-1);
    if (!last || due.length < ERASURES_PER_READ) return erased;
    after = last;
  }
}

/**
 * Erases one account, if its deletion is still pending and due (a "keep" at the same moment is
 * decided by the row's lock): its e-mail address, username, password, Google link, birth year,
 * codes, reminder settings, inbox, report texts and guardians' details, and the address and
 * names where others' records quote them. What stays has no person behind it: the ledger rows
 * (other players' balances and the game's totals add up with them), its trees and real trees
 * (the counts of trees planted), referral rewards paid.
 */
export async function eraseAccount(ctx: AppContext, userId: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const account = await lockAccount(tx.db, userId);
    if (!account?.erasesAt || account.erasedAt || !account.deletionRequestedAt) return false;
    if (account.erasesAt > now) return false;
    const label = erasedLabel(account.id);
    const person: QuotedPerson = {
      email: account.email,
      usernames: [account.username, ...(await formerUsernames(tx.db, account.id))],
    };
    const reportIds = await reportIdsOf(tx.db, account.id);
    await forgetQuotes(
      tx,
      { id: account.id, reportIds, canonicalEmail: account.canonicalEmail },
      person,
      label,
    );
    await deletePersonalRows(tx.db, account.id);
    await anonymiseUser(tx.db, account.id, label, now);
    return true;
  });
}

/**
 * Takes the person's address and names out of what others keep: the audit log's entries, the
 * fair-play evidence, the referral texts other players got, and the rate-limit counters. Call
 * inside the erasure's (or the account's removal's) transaction.
 */
export async function forgetQuotes(
  ctx: AppContext,
  account: { id: string; reportIds: string[]; canonicalEmail: string | null },
  person: QuotedPerson,
  label: string,
): Promise<void> {
  const values = [person.email, ...person.usernames];
  for (const entry of await findAuditEntriesQuoting(ctx.db, account, values)) {
    const anywhere = entry.about || entry.actorIsPerson;
    await rewriteAuditEntry(ctx.db, {
      id: entry.id,
      actorName: entry.actorIsPerson ? label : entry.actorName,
      before: valueWithoutPerson(entry.before, person, label, anywhere),
      after: valueWithoutPerson(entry.after, person, label, anywhere),
      reason: entry.reason && anywhere ? withoutPerson(entry.reason, person, label) : entry.reason,
    });
  }
  for (const flag of await findFlagsQuoting(ctx.db, values)) {
    await rewriteFlagEvidence(
      ctx.db,
      flag.id,
      valueWithoutPerson(flag.evidence, person, label, false),
    );
  }
  const texts = await findReferralTextsNaming(ctx.db, account.id);
  for (const entry of texts.entries) {
    await rewriteLedgerDescription(
      ctx.db,
      entry.id,
      withoutPerson(entry.description, person, label),
    );
  }
  for (const notice of texts.notices) {
    await rewriteNotice(ctx.db, notice.id, {
      title: withoutPerson(notice.title, person, label),
      body: withoutPerson(notice.body, person, label),
    });
  }
  await deleteCountersOf(ctx.db, {
    id: account.id,
    canonicalEmail: account.canonicalEmail,
    typed: values,
  });
}

/** Quoted accounts never verified, removed a transaction each, read this many at once. */
const QUOTED_UNVERIFIED_PER_READ = 100;

/**
 * Removes the accounts never verified past UNVERIFIED_ACCOUNTS_KEPT_DAYS that others' records
 * quote (an admin's action on them, a fair-play review), each taken out of those records first,
 * as an erasure does; the others go in batches with their rows (accounts' own work). Returns
 * how many it removed. One that fails is logged and left for the next run.
 */
export async function forgetQuotedUnverifiedAccounts(
  ctx: AppContext & { logger: Pick<FastifyBaseLogger, 'error'> },
): Promise<number> {
  const madeBefore = new Date(ctx.clock.now().getTime() - UNVERIFIED_ACCOUNTS_KEPT_DAYS * DAY_MS);
  let removed = 0;
  const failed = new Set<string>();
  for (;;) {
    const accounts = (
      await findQuotedUnverifiedAccounts(
        ctx.db,
        madeBefore,
        QUOTED_UNVERIFIED_PER_READ + failed.size,
      )
    ).filter((account) => !failed.has(account.id));
    if (accounts.length === 0) return removed;
    for (const account of accounts) {
      try {
        await inTransaction(ctx, async (tx) => {
          const person: QuotedPerson = {
            email: account.email,
            usernames: [account.username, ...(await formerUsernames(tx.db, account.id))],
          };
          const subject = { id: account.id, reportIds: [], canonicalEmail: account.canonicalEmail };
          await forgetQuotes(tx, subject, person, erasedLabel(account.id));
          await deleteUnverifiedAccountRow(tx.db, account.id);
        });
        removed += 1;
      } catch (error) {
        failed.add(account.id);
        ctx.logger.error({ err: error, userId: account.id }, 'An account could not be removed.');
      }
    }
  }
}
