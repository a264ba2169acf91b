import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import { preparedOnce } from '../../lib/prepared-statements.ts';
import {
  emailChanges,
  emailVerifications,
  loginCodes,
  passwordResets,
  users,
} from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// Read on every request for a profile: prepared once (lib/prepared-statements.ts).
const userById = preparedOnce((db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_by_id'),
);

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

// The guards' check on every authenticated request: two columns, prepared once.
const sessionOfUser = preparedOnce((db: Database) =>
  db
    .select({ role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_session'),
);

/** The account's role and token version now, which a session token is checked against. */
export async function findSessionOfUser(
  db: Database,
  id: string,
): Promise<Pick<UserRow, 'role' | 'tokenVersion'> | undefined> {
  const [row] = await sessionOfUser(db).execute({ id });
  return row;
}

/**
 * Replaces a password hash with one of the current kind, if it is still the hash given: a
 * password change or reset that came in between wins.
 */
export async function replacePasswordHash(
  db: Database,
  id: string,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: to })
    .where(sql`${users.id} = ${id} and ${users.passwordHash} = ${from}`)
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/**
 * The account of the mailbox an address delivers to (lib/canonical-email.ts): the address
 * itself, or another address of the same mailbox. Found by its unique index.
 */
export async function findUserByMailbox(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      sql`${users.canonicalEmail} = ${canonicalEmail(email)} or ${users.email} = ${email.toLowerCase()}`,
    )
    .limit(1);
  return row;
}

export async function findUserByUsername(
  db: Database,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByGoogleSubject(
  db: Database,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

export async function findAnyAdmin(db: Database): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  return row;
}

/** Adds an account; its mailbox (users.canonical_email) is the address's unless given. */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ canonicalEmail: canonicalEmail(user.email), ...user })
    .returning();
  if (!row) throw new Error('The user was not inserted.');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Sets a fresh code for the user, replacing any earlier one and its count of wrong tries. */
export async function upsertVerificationCode(
  db: Database,
  values: { userId: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(emailVerifications)
    .values({ ...values, wrongTries: 0 })
    .onConflictDoUpdate({
      target: emailVerifications.userId,
      set: {
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        createdAt: values.createdAt,
        wrongTries: 0,
      },
    });
}

export async function findVerificationCode(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, userId));
  return row;
}

/**
 * Takes one of the limited tries before the code is compared, so that parallel guesses
 * can never compare more codes than the limit allows. Returns the tries now used, or
 * undefined when none was left.
 */
export async function reserveVerificationTry(
  db: Database,
  userId: string,
  maxTries: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(emailVerifications)
    .set({ wrongTries: sql`${emailVerifications.wrongTries} + 1` })
    .where(
      sql`${emailVerifications.userId} = ${userId} and ${emailVerifications.wrongTries} < ${maxTries}`,
    )
    .returning({ wrongTries: emailVerifications.wrongTries });
  return row?.wrongTries;
}

/** Deletes the code if it is still the one given: a code can be used once only. */
export async function consumeVerificationCode(
  db: Database,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .delete(emailVerifications)
    .where(
      sql`${emailVerifications.userId} = ${userId} and ${emailVerifications.codeHash} = ${codeHash}`,
    )
    .returning({ userId: emailVerifications.userId });
  return rows.length === 1;
}

export async function insertLoginCode(
  db: Database,
  values: typeof loginCodes.$inferInsert,
): Promise<void> {
  await db.insert(loginCodes).values(values);
}

/**
 * Deletes a login code that exists and has not expired, and returns its user and the hash of
 * the browser nonce it was issued with: the code is spent whether or not the browser matches.
 */
export async function consumeLoginCode(
  db: Database,
  codeHash: string,
  now: Date,
): Promise<{ userId: string; browserNonceHash: string } | undefined> {
  const [row] = await db
    .delete(loginCodes)
    .where(sql`${loginCodes.codeHash} = ${codeHash} and ${loginCodes.expiresAt} > ${now}`)
    .returning({ userId: loginCodes.userId, browserNonceHash: loginCodes.browserNonceHash });
  return row;
}

/**
 * Marks the account verified if it was not yet; true only for the one call that flipped it,
 * so that what verification grants is granted once even when two ways verify at once.
 */
export async function markUserVerified(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ verified: true, verifiedAt: now, updatedAt: now })
    .where(sql`${users.id} = ${id} and ${users.verified} = false`)
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Ends every session of the account: tokens carry the version they were issued with, and the
 * guards refuse older ones. One statement, so that parallel calls never lose a raise.
 */
export async function raiseTokenVersion(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Suspends the account and ends its sessions (the token version, whose change every instance
 * hears: migration 0008), if it is not suspended already; undefined when it is (or is gone).
 * One conditional update, so of two suspensions at once one is made.
 */
export async function suspendUser(
  db: Database,
  id: string,
  values: { reason: string; at: Date },
): Promise<{ account: UserRow; wasInPlay: boolean } | undefined> {
  // The row locked first, to know whether the account was on the boards until now: one whose
  // deletion is pending was out already (suspended_at, with no reason), and an admin's
  // suspension of it takes over, with its reason.
  const [before] = await db
    .select({ suspendedAt: users.suspendedAt, reason: users.suspensionReason })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!before || before.reason !== null) return undefined;
  const [row] = await db
    .update(users)
    .set({
      suspendedAt: sql`coalesce(${users.suspendedAt}, ${values.at})`,
      suspensionReason: values.reason,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: values.at,
    })
    .where(eq(users.id, id))
    .returning();
  return row ? { account: row, wasInPlay: before.suspendedAt === null } : undefined;
}

/**
 * Whether the account is suspended, its row share-locked until the caller's transaction ends:
 * a suspension under way (its update holds the row) is waited for and seen, and one that comes
 * later waits for the caller, then sees what it did.
 */
export async function lockSuspension(
  db: Database,
  id: string,
): Promise<{ suspendedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, id))
    .for('share');
  return row;
}

/** Lifts the account's suspension, if it is suspended; undefined when it is not (or is gone). */
export async function unsuspendUser(
  db: Database,
  id: string,
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ suspendedAt: null, suspensionReason: null, updatedAt: at })
    .where(sql`${users.id} = ${id} and ${users.suspendedAt} is not null`)
    .returning();
  return row;
}

/**
 * The ids of the admins who may sign in (not suspended), their rows locked until the caller's
 * transaction ends: two admins demoting each other at once are decided one after the other.
 */
export async function lockActiveAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'ADMIN' and ${users.suspendedAt} is null`)
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Gives the account a role and ends its sessions; undefined when it had that role (or is gone). */
export async function setUserRole(
  db: Database,
  id: string,
  role: UserRow['role'],
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
    .where(sql`${users.id} = ${id} and ${users.role} <> ${role}`)
    .returning();
  return row;
}

/** Sets a fresh reset code for the user, replacing any earlier one and its count of tries. */
export async function upsertPasswordReset(
  db: Database,
  values: {
    userId: string;
    codeHash: string;
    linkTokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insert(passwordResets)
    .values({ ...values, tries: 0 })
    .onConflictDoUpdate({
      target: passwordResets.userId,
      set: {
        codeHash: values.codeHash,
        linkTokenHash: values.linkTokenHash,
        expiresAt: values.expiresAt,
        createdAt: values.createdAt,
        tries: 0,
      },
    });
}

export async function findPasswordReset(db: Database, userId: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
  return row;
}

/**
 * The pending reset whose link carries this token (its keyed hash), with its account. The
 * table holds a row per account waiting for a reset, deleted a day after it expires.
 */
export async function findPasswordResetByLink(
  db: Database,
  linkTokenHash: string,
): Promise<{ reset: typeof passwordResets.$inferSelect; user: UserRow } | undefined> {
  const [row] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.linkTokenHash, linkTokenHash));
  return row;
}

/**
 * Takes one of the limited tries before the code is compared, so that parallel guesses can
 * never compare more codes than the limit allows. Returns the tries now used, or undefined
 * when none was left.
 */
export async function reservePasswordResetTry(
  db: Database,
  userId: string,
  maxTries: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ tries: sql`${passwordResets.tries} + 1` })
    .where(sql`${passwordResets.userId} = ${userId} and ${passwordResets.tries} < ${maxTries}`)
    .returning({ tries: passwordResets.tries });
  return row?.tries;
}

/** Deletes the code if it is still the one given and unexpired: a code works once only. */
export async function consumePasswordReset(
  db: Database,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(passwordResets)
    .where(
      sql`${passwordResets.userId} = ${userId} and ${passwordResets.codeHash} = ${codeHash} and ${passwordResets.expiresAt} > ${now}`,
    )
    .returning({ userId: passwordResets.userId });
  return rows.length === 1;
}

/**
 * Deletes the verification, password-reset, e-mail change and Google login codes that expired
 * before `expiredBefore`, in batches; returns how many were deleted. These tables hold at most a
 * row per account waiting for a code (login codes live two minutes), so reading them whole is
 * cheap and they need no index of expiry. A used code is deleted when it is used.
 */
export async function deleteExpiredCodeRows(db: Database, expiredBefore: Date): Promise<number> {
  let deleted = 0;
  for (const table of [emailVerifications, passwordResets, emailChanges, loginCodes]) {
    deleted += await deleteInBatches(db, table, sql`${table.expiresAt} < ${expiredBefore}`);
  }
  return deleted;
}

/**
 * Sets the birth year of an account that has none: asked once, so an account whose year is set
 * is left as it is (undefined), even when two answers arrive at once.
 */
export async function setBirthYearOnce(
  db: Database,
  id: string,
  birthYear: number,
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ birthYear, updatedAt: at })
    .where(sql`${users.id} = ${id} and ${users.birthYear} is null`)
    .returning();
  return row;
}
