import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  emailChanges,
  emailVerifications,
  fairPlayFlags,
  idempotencyKeys,
  loginCodes,
  notifications,
  passwordResets,
  rateLimitCounters,
  reminderMails,
  reports,
  rsvpGuardians,
  users,
} from '../../db/schema/index.ts';

/**
 * The accounts whose grace period is over at `now`, in the order they fell due, after `after`
 * (the last one read), at most `limit`.
 */
export async function findDueErasures(
  db: Database,
  now: Date,
  after: { erasesAt: Date; id: string } | null,
  limit: number,
): Promise<{ erasesAt: Date; id: string }[]> {
  const rows = await db
    .select({ erasesAt: users.erasesAt, id: users.id })
    .from(users)
    .where(
      sql`${users.erasesAt} <= ${now} and ${users.erasedAt} is null and ${users.deletionRequestedAt} is not null
        ${after ? sql`and (${users.erasesAt}, ${users.id}) > (${after.erasesAt}, ${after.id})` : sql``}`,
    )
    .orderBy(users.erasesAt, users.id)
    .limit(limit);
  return rows.map((row) => ({ erasesAt: row.erasesAt as Date, id: row.id }));
}

/**
 * Replaces the account's personal data with a neutral label, keeping the row (the ledgers, the
 * real trees and the counts point at it). It stays out of play (`suspended_at`), and no login
 * can open it: it has no e-mail address, password or Google link left.
 */
export async function anonymiseUser(db: Database, id: string, label: string, at: Date) {
  await db
    .update(users)
    .set({
      email: `erased-${id}@erased.invalid`,
      canonicalEmail: null,
      username: label,
      passwordHash: null,
      googleSubject: null,
      pendingReferralCode: null,
      remindersEnabled: false,
      signupNetworkHash: null,
      signupDeviceHash: null,
      suspensionReason: null,
      suspendedAt: sql`coalesce(${users.suspendedAt}, ${at})`,
      birthYear: null,
      erasesAt: null,
      erasedAt: at,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: at,
    })
    .where(sql`${users.id} = ${id}`);
}

/**
 * Deletes what only the person needed: their codes, pending e-mail change, reminder record,
 * inbox, the texts of their reports (and the replies to them), their guardians' details, and the
 * stored answers of their repeated requests.
 */
export async function deletePersonalRows(db: Database, id: string): Promise<void> {
  for (const table of [
    emailVerifications,
    passwordResets,
    loginCodes,
    emailChanges,
    reminderMails,
    notifications,
    reports,
    rsvpGuardians,
    idempotencyKeys,
  ]) {
    await db.delete(table).where(sql`${table.userId} = ${id}`);
  }
}

/**
 * Deletes the rate-limit counters keyed by the person: their id, their mailbox's mail count,
 * and what was typed at a login that named no account (an old name, a mistyped address).
 */
export async function deleteCountersOf(
  db: Database,
  person: { id: string; canonicalEmail: string | null; typed: string[] },
): Promise<void> {
  const key = rateLimitCounters.key;
  const prefixes = [
    `login-failures:${person.id}:`,
    `password-check:${person.id}`,
    ...(person.canonicalEmail ? [`account-mails-to:${person.canonicalEmail}`] : []),
    ...person.typed.map((typed) => `login-failures:name:${typed.toLowerCase()}:`),
  ];
  for (const prefix of prefixes) {
    await db.delete(rateLimitCounters).where(sql`starts_with(${key}, ${prefix})`);
  }
}

/** The usernames the account had before an admin renamed it, as the audit log recorded them. */
export async function formerUsernames(db: Database, id: string): Promise<string[]> {
  const rows = await db.execute(sql`
    select distinct before->>'username' as name from audit_log
    where target_type = 'player' and target_id = ${id} and action = 'player.rename'
      and before->>'username' is not null`);
  return (rows as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/** The ids of the reports the account filed, as the audit log names its targets. */
export async function reportIdsOf(db: Database, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(sql`${reports.userId} = ${id}`);
  return rows.map((row) => String(row.id));
}

export interface QuotingEntry {
  id: number;
  about: boolean;
  actorName: string;
  actorIsPerson: boolean;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/**
 * The audit entries that may quote the person: those about them (their account, their reports)
 * or made by them, and any other whose recorded values hold one of `values` as a whole string.
 */
export async function findAuditEntriesQuoting(
  db: Database,
  person: { id: string; reportIds: string[] },
  values: string[],
): Promise<QuotingEntry[]> {
  const reportIds = person.reportIds.length > 0 ? person.reportIds : [''];
  const quoted = values.map((value) => JSON.stringify(value.toLowerCase()));
  const holds = (column: SQL) =>
    sql.join(
      quoted.map((value) => sql`position(${value} in lower(${column}::text)) > 0`),
      sql` or `,
    );
  const about = sql`(target_id = ${person.id} or (target_type = 'report' and target_id in ${reportIds}))`;
  const rows = await db.execute(sql`
    select id, ${about} as about, actor_name as "actorName", actor_id = ${person.id} as "actorIsPerson",
      before, after, reason
    from audit_log
    where actor_id = ${person.id} or ${about} or ${holds(sql`before`)} or ${holds(sql`after`)}`);
  return (rows as unknown as { rows: QuotingEntry[] }).rows.map((row) => ({
    ...row,
    id: Number(row.id),
  }));
}

/**
 * Writes an audit entry's texts again without the person. The audit log refuses every change
 * (migration 0018) but this one: the transaction says it is an erasure (migration 0022).
 */
export async function rewriteAuditEntry(
  db: Database,
  entry: Pick<QuotingEntry, 'id' | 'actorName' | 'before' | 'after' | 'reason'>,
): Promise<void> {
  const json = (value: unknown) =>
    value === null || value === undefined ? sql`null` : sql`${JSON.stringify(value)}::jsonb`;
  await db.execute(sql`select set_config('punla.erasing', 'on', true)`);
  await db.execute(sql`
    update audit_log set actor_name = ${entry.actorName}, before = ${json(entry.before)},
      after = ${json(entry.after)}, reason = ${entry.reason}
    where id = ${entry.id}`);
  await db.execute(sql`select set_config('punla.erasing', 'off', true)`);
}

/** Fair-play flags whose evidence holds one of `values` as a whole string (a cluster's names). */
export async function findFlagsQuoting(db: Database, values: string[]) {
  const quoted = values.map((value) => JSON.stringify(value.toLowerCase()));
  return db
    .select({ id: fairPlayFlags.id, evidence: fairPlayFlags.evidence })
    .from(fairPlayFlags)
    .where(
      sql.join(
        quoted.map(
          (value) => sql`position(${value} in lower(${fairPlayFlags.evidence}::text)) > 0`,
        ),
        sql` or `,
      ),
    );
}

export async function rewriteFlagEvidence(db: Database, id: number, evidence: unknown) {
  await db
    .update(fairPlayFlags)
    .set({ evidence: sql`${JSON.stringify(evidence)}::jsonb` })
    .where(sql`${fairPlayFlags.id} = ${id}`);
}

/**
 * The referral texts other players got that name the person: the welcome gift of the friends
 * who joined with their code (wallet entry and notice), and the reward of whoever's code they
 * joined with. Read along the referrals and each player's own rows.
 */
export async function findReferralTextsNaming(db: Database, userId: string) {
  const entries = await db.execute(sql`
    select w.id, w.description from wallet_ledger w
    join referrals r on w.ref = r.id::text
    where (r.referrer_id = ${userId} and w.user_id = r.referred_id and w.reason = 'referral-welcome')
       or (r.referred_id = ${userId} and w.user_id = r.referrer_id and w.reason = 'referral')`);
  const notices = await db.execute(sql`
    select n.id, n.title, n.body from notifications n
    join referrals r on n.ref = r.id::text
    where (r.referrer_id = ${userId} and n.user_id = r.referred_id and n.kind = 'REFERRAL_GIFT')
       or (r.referred_id = ${userId} and n.user_id = r.referrer_id and n.kind = 'REFERRAL_REWARD')`);
  return {
    entries: (entries as unknown as { rows: { id: number; description: string }[] }).rows,
    notices: (notices as unknown as { rows: { id: number; title: string; body: string }[] }).rows,
  };
}

export async function rewriteLedgerDescription(db: Database, id: number, description: string) {
  await db.execute(sql`update wallet_ledger set description = ${description} where id = ${id}`);
}

export async function rewriteNotice(
  db: Database,
  id: number,
  text: { title: string; body: string },
) {
  await db.execute(
    sql`update notifications set title = ${text.title}, body = ${text.body} where id = ${id}`,
  );
}

/**
 * Accounts never verified, made before `madeBefore` (never an admin's), that others' records
 * quote: an admin acted on them, or a fair-play review names them. Their removal takes them out
 * of those records first. Read along users_unverified_idx, at most `limit`.
 */
export async function findQuotedUnverifiedAccounts(db: Database, madeBefore: Date, limit: number) {
  const rows = await db.execute(sql`
    select u.id, u.email, u.username, u.canonical_email as "canonicalEmail" from users u
    where not u.verified and u.created_at < ${madeBefore} and u.role <> 'ADMIN'
      and (exists (select 1 from audit_log a where a.target_type = 'player' and a.target_id = u.id::text)
        or exists (select 1 from fair_play_flags f where f.user_id = u.id or f.related_user_id = u.id))
    order by u.created_at
    limit ${limit}`);
  return (
    rows as unknown as {
      rows: { id: string; email: string; username: string; canonicalEmail: string | null }[];
    }
  ).rows;
}

/** Deletes an account that never verified, with everything its rows hold (they cascade). */
export async function deleteUnverifiedAccountRow(db: Database, id: string): Promise<void> {
  await db.delete(users).where(sql`${users.id} = ${id} and not ${users.verified}`);
}
