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

/** The accounts whose grace period is over at `now`, oldest first, at most `limit`. */
export async function findDueErasures(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.erasesAt} <= ${now} and ${users.erasedAt} is null and ${users.deletionRequestedAt} is not null`,
    )
    .orderBy(users.erasesAt)
    .limit(limit);
  return rows.map((row) => row.id);
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
 * Removes the person's e-mail address and username where other rows quote them: the rate-limit
 * counters keyed by what was typed at login, and the evidence of fair-play flags (which lists
 * the players of a referral cluster by name). Only whole values are replaced, never a part of a
 * longer word.
 */
export async function scrubQuotes(
  db: Database,
  person: { email: string; username: string },
  label: string,
): Promise<void> {
  const email = person.email.toLowerCase();
  const username = person.username.toLowerCase();
  await db
    .delete(rateLimitCounters)
    .where(
      sql`position(${email} in lower(${rateLimitCounters.key})) > 0 or lower(${rateLimitCounters.key}) ~ ${`(^|:)${username}(:|$)`}`,
    );
  const quoted = (value: string) => JSON.stringify(value);
  await db
    .update(fairPlayFlags)
    .set({
      evidence: sql`replace(replace(${fairPlayFlags.evidence}::text, ${quoted(person.username)}, ${quoted(label)}), ${quoted(person.email)}, ${quoted(label)})::jsonb`,
    })
    .where(
      sql`position(${quoted(person.username)} in ${fairPlayFlags.evidence}::text) > 0 or position(${quoted(person.email)} in ${fairPlayFlags.evidence}::text) > 0`,
    );
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

/**
 * The audit log keeps every entry (docs/decisions/039): only the person's e-mail address and
 * usernames are replaced by the label: anywhere in the texts of the entries about them, their
 * reports or made by them, and as whole values in the others. The database lets this one
 * transaction change the log (migration 0022) and nothing else.
 */
export async function scrubAuditLog(
  db: Database,
  person: { id: string; email: string; usernames: string[]; reportIds: string[] },
  label: string,
): Promise<void> {
  await db.execute(sql`select set_config('punla.erasing', 'on', true)`);
  // Usernames are letters, digits and _ only: safe inside a pattern, and whole words in it.
  const words = `\\m(${person.usernames.join('|')})\\M`;
  const quotedLabel = JSON.stringify(label);
  // In the entries about them, every username or address field is the label's, whoever's.
  const fields = '"(username|email)": "[^"]*"';
  const labelled = `"\\1": ${quotedLabel}`;
  const texts = (column: SQL) =>
    sql`regexp_replace(replace(${column}, ${person.email}, ${label}), ${words}, ${label}, 'gi')`;
  const json = (column: SQL) =>
    sql`regexp_replace(${texts(sql`${column}::text`)}, ${fields}, ${labelled}, 'g')::jsonb`;
  const reportIds = person.reportIds.length > 0 ? person.reportIds : [''];
  await db.execute(sql`
    update audit_log set
      actor_name = case when actor_id = ${person.id} then ${label} else actor_name end,
      before = ${json(sql`before`)},
      after = ${json(sql`after`)},
      reason = ${texts(sql`reason`)}
    where actor_id = ${person.id} or target_id = ${person.id}
      or (target_type = 'report' and target_id in ${reportIds})`);
  // Elsewhere, only whole values: a check-in's record of the player, say.
  for (const value of [person.email, ...person.usernames]) {
    const quoted = JSON.stringify(value);
    await db.execute(sql`
      update audit_log set
        before = replace(before::text, ${quoted}, ${quotedLabel})::jsonb,
        after = replace(after::text, ${quoted}, ${quotedLabel})::jsonb
      where position(${quoted} in before::text) > 0 or position(${quoted} in after::text) > 0`);
  }
  await db.execute(sql`select set_config('punla.erasing', 'off', true)`);
}
