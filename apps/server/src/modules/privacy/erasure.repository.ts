import { sql } from 'drizzle-orm';
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

/**
 * The audit log keeps every entry (docs/decisions/039): only the person's e-mail address and
 * username are replaced by the label, in the entries about them or made by them (anywhere in
 * their texts), and as whole values in the others. The database lets this one transaction
 * change the log (migration 0022) and nothing else.
 */
export async function scrubAuditLog(
  db: Database,
  person: { id: string; email: string; username: string },
  label: string,
): Promise<void> {
  await db.execute(sql`select set_config('punla.erasing', 'on', true)`);
  const word = `\\m${person.username}\\M`;
  const quotedName = JSON.stringify(person.username);
  const quotedEmail = JSON.stringify(person.email);
  const quotedLabel = JSON.stringify(label);
  await db.execute(sql`
    update audit_log set
      actor_name = case when actor_id = ${person.id} then ${label} else actor_name end,
      before = regexp_replace(replace(before::text, ${person.email}, ${label}), ${word}, ${label}, 'gi')::jsonb,
      after = regexp_replace(replace(after::text, ${person.email}, ${label}), ${word}, ${label}, 'gi')::jsonb,
      reason = regexp_replace(replace(reason, ${person.email}, ${label}), ${word}, ${label}, 'gi')
    where actor_id = ${person.id} or target_id = ${person.id}`);
  await db.execute(sql`
    update audit_log set
      before = replace(replace(before::text, ${quotedName}, ${quotedLabel}), ${quotedEmail}, ${quotedLabel})::jsonb,
      after = replace(replace(after::text, ${quotedName}, ${quotedLabel}), ${quotedEmail}, ${quotedLabel})::jsonb
    where actor_id <> ${person.id} and target_id <> ${person.id}
      and (position(${quotedName} in before::text) > 0 or position(${quotedName} in after::text) > 0
        or position(${quotedEmail} in before::text) > 0 or position(${quotedEmail} in after::text) > 0)`);
  await db.execute(sql`select set_config('punla.erasing', 'off', true)`);
}
