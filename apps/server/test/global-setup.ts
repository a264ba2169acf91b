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
    testServer: ServerConnection;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL server for the run: the embedded one (started here, in a folder of its own)
 * or, with DATABASE_URL set, that server. A template database is migrated once; every test
 * file gets a copy of it (`create database … template …`, a file copy on the server).
 */
export default async function setup(project: TestProject) {
  const embedded = process.env.DATABASE_URL ? undefined : await startTestServer();
  const server: ServerConnection = embedded
    ? embedded.connection
    : { connectionString: process.env.DATABASE_URL };
  const template = `punla_template_${randomBytes(4).toString('hex')}`;
  await run(server, `create database ${template}`);
  const migrated = await openPostgres(onDatabase(server, template));
  await installJobQueue(migrated);
  await migrated.close();
  project.provide('testServer', server);
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
