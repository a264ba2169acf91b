import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/index.ts';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import type { UserRow } from './accounts.repository.ts';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/**
 * Whether another account than `userId` uses the address or another address of its mailbox
 * (lib/canonical-email.ts). A quick, clear answer; the unique indexes decide under races.
 */
export async function mailboxUsedByAnother(
  db: Database,
  email: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`(${users.canonicalEmail} = ${canonicalEmail(email)} or ${users.email} = ${email.toLowerCase()}) and ${users.id} <> ${userId}`,
    )
    .limit(1);
  return rows.length > 0;
}

/** Sets the account's pending change of address, replacing an earlier one and its tries. */
export async function upsertEmailChange(
  db: Database,
  values: { userId: string; newEmail: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(emailChanges)
    .values({ ...values, wrongTries: 0 })
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: {
        newEmail: values.newEmail,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        createdAt: values.createdAt,
        wrongTries: 0,
      },
    });
}

export async function findEmailChange(
  db: Database,
  userId: string,
): Promise<EmailChangeRow | undefined> {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, userId));
  return row;
}

/**
 * Takes one of the code's tries before it is compared, so that parallel guesses never compare
 * more codes than `maxTries`. Returns the pending change with the tries now used, or undefined
 * when there is none or no try was left.
 */
export async function reserveEmailChangeTry(
  db: Database,
  userId: string,
  maxTries: number,
): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .update(emailChanges)
    .set({ wrongTries: sql`${emailChanges.wrongTries} + 1` })
    .where(sql`${emailChanges.userId} = ${userId} and ${emailChanges.wrongTries} < ${maxTries}`)
    .returning();
  return row;
}

/** Drops the account's pending change (all its tries used). */
export async function deleteEmailChange(db: Database, userId: string): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

/**
 * Deletes the pending change if its code is still the one checked: a code changes the address
 * once. Returns the new address, or undefined when it was used or replaced meanwhile.
 */
export async function consumeEmailChange(
  db: Database,
  userId: string,
  codeHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .delete(emailChanges)
    .where(sql`${emailChanges.userId} = ${userId} and ${emailChanges.codeHash} = ${codeHash}`)
    .returning({ newEmail: emailChanges.newEmail });
  return row?.newEmail;
}

/**
 * Gives the account its new address and the address's mailbox. The unique indexes on both
 * decide between two accounts taking one address at once: the second fails with their name.
 */
export async function setUserEmail(
  db: Database,
  userId: string,
  email: string,
  at: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ email, canonicalEmail: canonicalEmail(email), updatedAt: at })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
