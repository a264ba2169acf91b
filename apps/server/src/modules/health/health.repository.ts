import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { MIGRATIONS_RECORD } from '../../db/migrate.ts';

/** A round trip to the database; throws when it cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * When the newest migration applied to the database was made (drizzle's record, which our
 * migrator keeps too: db/migrate.ts); 0 with none. A round trip as well: throws when the
 * database cannot be reached.
 */
export async function lastMigrationApplied(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as at from ${sql.raw(MIGRATIONS_RECORD)}`,
  );
  return int8ToNumber((result as unknown as { rows: { at: string }[] }).rows[0]?.at ?? '0');
}
