import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

/**
 * A secret generated on first start and kept in the database, so every instance that
 * shares the database signs and checks tokens with the same key.
 */
export async function getOrCreateSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`The setting ${key} could not be stored.`);
  return row.value;
}

/**
 * Runs a seeding step once per database, ever: a marker row is written in the same
 * transaction, so a second instance or a later start skips it (and content an admin later
 * deleted is not brought back).
 */
export async function runOnce(
  db: Database,
  key: string,
  step: (tx: Database) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appSettings)
      .values({ key: `once:${key}`, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (inserted.length === 0) return false;
    await step(tx);
    return true;
  });
}

/**
 * Work done over many transactions (a walk over every player, batch by batch) and how far it
 * got, kept under `progress:<key>`: `step` gets the progress saved last (`initial` the first
 * time) and returns the next, saved in its transaction. The row is locked meanwhile, so two
 * runners take turns and each goes on from where the other stopped.
 */
export async function stepWithProgress<P, R>(
  db: Database,
  key: string,
  initial: P,
  step: (tx: Database, progress: P) => Promise<{ progress: P; result: R }>,
): Promise<R> {
  const settingKey = `progress:${key}`;
  return db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ key: settingKey, value: JSON.stringify(initial) })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, settingKey))
      .for('update');
    const { progress, result } = await step(tx, JSON.parse(row!.value) as P);
    await tx
      .update(appSettings)
      .set({ value: JSON.stringify(progress) })
      .where(eq(appSettings.key, settingKey));
    return result;
  });
}

/** Whether a `runOnce` step has run (its marker is there). */
export async function ranOnce(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, `once:${key}`));
  return row !== undefined;
}
