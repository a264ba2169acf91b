import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { startEmbeddedPostgres } from './embedded/embedded-postgres.ts';
import { refuseOldEmbeddedData } from './embedded/old-data.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories take either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** A PostgreSQL server, through a connection pool: a URL, or a socket of the embedded one. */
export async function openPostgres(
  connection: string | pg.PoolConfig,
  kind: DatabaseHandle['kind'] = 'postgres',
): Promise<DatabaseHandle> {
  const config = typeof connection === 'string' ? { connectionString: connection } : connection;
  const pool = new pg.Pool({ ...config, max: 10 });
  // An idle connection the server drops (a restart, a failover) must not crash the process:
  // the pool discards it and opens a new one when needed.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  try {
    // Fail at start, with the server's own words, when the database cannot be reached.
    const probe = await pool.connect();
    probe.release();
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, kind, close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * The embedded PostgreSQL server in `dataDir`: started (or recovered) now, stopped on close.
 * The data directory's lock is held from before the start until after the stop.
 */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const lock = await acquireDataDirLock(dataDir);
  try {
    refuseOldEmbeddedData(dataDir);
    const server = await startEmbeddedPostgres(dataDir);
    try {
      const handle = await openPostgres(server.connection, 'embedded');
      return {
        ...handle,
        async close() {
          await handle.close();
          await server.stop();
          await lock.release();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    await lock.release();
    throw error;
  }
}
