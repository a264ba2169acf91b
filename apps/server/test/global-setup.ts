import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openPostgres, type DatabaseHandle } from '../src/db/client.ts';
import { acquireDataDirLock } from '../src/db/data-dir-lock.ts';
import { startEmbeddedPostgres } from '../src/db/embedded/embedded-postgres.ts';
import { onDatabase, type ServerConnection } from './test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server, directly: where databases are made and dropped. */
    testServer: ServerConnection;
    /**
     * With DATABASE_DIRECT_URL set, DATABASE_URL: the same server through a pooler in
     * transaction mode (PgBouncer), which each test app's pool goes through; null otherwise.
     */
    pooledServer: ServerConnection | null;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL server for the run: the embedded one (started here, in a folder of its own)
 * or, with DATABASE_URL set, that server. A template database is migrated once; every test
 * file gets a copy of it (`create database … template …`, a file copy on the server). With
 * DATABASE_DIRECT_URL set too, DATABASE_URL is taken to go through a pooler in transaction
 * mode: databases are made, migrated and dropped over the direct URL, and the apps' pools go
 * through the pooler (test-database.ts).
 */
export default async function setup(project: TestProject) {
  const { DATABASE_URL: url, DATABASE_DIRECT_URL: directUrl } = process.env;
  if (directUrl && !url) throw new Error('DATABASE_DIRECT_URL is set but DATABASE_URL is not.');
  const embedded = url ? undefined : await startTestServer();
  const server: ServerConnection = embedded
    ? embedded.connection
    : { connectionString: directUrl || url };
  const template = `punla_template_${randomBytes(4).toString('hex')}`;
  await run(server, `create database ${template}`);
  const migrated = await openPostgres(onDatabase(server, template));
  await installJobQueue(migrated);
  await migrated.close();
  project.provide('testServer', server);
  project.provide('pooledServer', url && directUrl ? { connectionString: url } : null);
  project.provide('templateDatabase', template);
  return async () => {
    await run(server, `drop database if exists ${template} with (force)`);
    await embedded?.stop();
  };
}

async function startTestServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-test-db-'));
  const lock = await acquireDataDirLock(dataDir);
  const server = await startEmbeddedPostgres(dataDir);
  return {
    connection: { ...server.connection, database: 'postgres' },
    async stop() {
      await server.stop();
      await lock.release();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function run(server: ServerConnection, statement: string): Promise<void> {
  const client = new pg.Client(server);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The job queue's tables (pg-boss's own schema, made by its first start) in the template, so
 * that every test app's queue starts on them instead of creating them again.
 */
async function installJobQueue(database: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}
