import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories take either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** A PostgreSQL server, through a connection pool. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (a restart, a failover) must not crash the process:
  // the pool discards it and opens a new one when needed.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  // Fail at start, with the server's own words, when the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

/** Embedded PostgreSQL in `dataDir/pgdata`, held by one process at a time. */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata') });
    return await wrapPglite(client, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** An embedded database from a ready client (tests load a migrated template into memory). */
export async function wrapPglite(client: PGlite, lock?: DataDirLock): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}
