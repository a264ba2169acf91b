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
