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
