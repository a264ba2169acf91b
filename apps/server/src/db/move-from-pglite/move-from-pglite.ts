import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { acquireDataDirLock } from '../data-dir-lock.ts';
import { openPostgres } from '../client.ts';
import { startEmbeddedPostgres } from '../embedded/embedded-postgres.ts';
import { pgliteFolder } from '../embedded/old-data.ts';
import { copyRows, type TableCount } from './copy-rows.ts';
import { openPgliteFolder } from './pglite-source.ts';

export interface MoveReport {
  tables: TableCount[];
  /** Where the earlier folder was kept, untouched, once everything was copied. */
  keptAt: string;
}

/**
 * Moves every row of the earlier embedded database (PGlite, `DATA_DIR/pgdata`) into the
 * embedded PostgreSQL server (`DATA_DIR/postgres`), migrated to the current schema. All of it
 * commits in one transaction or none of it does; the old folder is then renamed, not deleted.
 */
export async function moveFromPglite(dataDir: string): Promise<MoveReport> {
  const folder = pgliteFolder(dataDir);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds no data of the earlier version (no ${folder}).`);
  }
  const lock = await acquireDataDirLock(dataDir);
  try {
    const source = await openPgliteFolder(folder);
    const server = await startEmbeddedPostgres(dataDir);
    try {
      // Creates the current schema on the new server.
      await (await openPostgres(server.connection, 'embedded')).close();
      const tables = await copyInOneTransaction(source, server.connection);
      await source.close();
      const keptAt = `${folder}-moved-${new Date().toISOString().slice(0, 10)}`;
      fs.renameSync(folder, keptAt);
      return { tables, keptAt };
    } finally {
      if (!source.closed) await source.close();
      await server.stop();
    }
  } finally {
    await lock.release();
  }
}

async function copyInOneTransaction(
  source: Parameters<typeof copyRows>[0],
  connection: pg.ClientConfig,
): Promise<TableCount[]> {
  const target = new pg.Client(connection);
  await target.connect();
  try {
    await target.query('begin');
    const tables = await copyRows(source, target);
    await target.query('commit');
    return tables;
  } catch (error) {
    await target.query('rollback');
    throw error;
  } finally {
    await target.end();
  }
}
