import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../schema/index.ts';
import { migrationsFolder, type Database, type DatabaseHandle } from '../client.ts';

/**
 * The earlier embedded engine's data folder, opened with PGlite. A folder left by a killed
 * process keeps a stale `postmaster.pid` that makes PGlite wait forever: it is cleared first
 * (the caller holds the data directory's lock).
 */
export async function openPgliteFolder(folder: string): Promise<PGlite> {
  fs.rmSync(path.join(folder, 'postmaster.pid'), { force: true });
  return PGlite.create({ dataDir: folder });
}

/** The app's schema on a PGlite folder, as the earlier version ran it (tests build old data). */
export async function openPgliteDatabase(folder: string): Promise<DatabaseHandle> {
  fs.mkdirSync(folder, { recursive: true });
  const client = await openPgliteFolder(folder);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'embedded',
    // One connection in one process: nothing else can start on it.
    exclusively: (work) => work(),
    // The job queue sends its schema as several statements in one text, without values:
    // PGlite's query takes one statement, its exec several.
    executeSql: async (text, values) =>
      values?.length
        ? client.query(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    close: () => client.close(),
  };
}
