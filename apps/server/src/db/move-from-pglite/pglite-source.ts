import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../schema/index.ts';
import { migrationsFolder, type Database, type DatabaseHandle } from '../client.ts';
import { NO_TRANSACTION_MARKER } from '../migrate.ts';

/**
 * The migrations as PGlite can run them: drizzle's migrator runs every one inside a
 * transaction, where an index cannot be built CONCURRENTLY, so those migrations build theirs
 * plainly (PGlite has one connection: nothing waits on them).
 */
function migrationsForPglite(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-pglite-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const sql = fs.readFileSync(path.join(folder, file), 'utf8');
    if (sql.startsWith(NO_TRANSACTION_MARKER)) {
      fs.writeFileSync(path.join(folder, file), sql.replaceAll(' CONCURRENTLY', ''));
    }
  }
  return folder;
}

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
  const folderForPglite = migrationsForPglite();
  try {
    await migrate(db, { migrationsFolder: folderForPglite });
  } finally {
    fs.rmSync(folderForPglite, { recursive: true, force: true });
  }
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
