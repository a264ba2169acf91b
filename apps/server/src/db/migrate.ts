import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { DatabaseStartError } from './embedded/start-error.ts';
import { int8ToNumber } from './int8.ts';

/**
 * How long a migration's statement may wait for a lock on a table before the start gives up.
 * A statement like `ALTER TABLE` needs the table to itself; waiting behind a long transaction
 * (a report, a psql session left open), it would queue every query on that table behind it and
 * stop the game for as long as that transaction lasts. Five seconds of waiting is noticed by
 * nobody; past them the start stops and says so, and is tried again later.
 */
export const MIGRATION_LOCK_TIMEOUT = '5s';

/**
 * How long one statement of a migration may run, once it has its locks: generous (a table
 * rewritten, a backfill), but not forever, since a statement that holds a table's lock for
 * longer stops the game anyway. Not applied in a no-transaction migration (below).
 */
const MIGRATION_STATEMENT_TIMEOUT = '10min';

/**
 * The first line of a migration whose statements run one by one outside a transaction:
 * `CREATE INDEX CONCURRENTLY` (which lets players write to the table while the index is built)
 * cannot run inside one. Each statement commits on its own; once all have run the migration is
 * recorded, so one that stops half way is run again from its first statement on the next start,
 * and its statements must be written to allow that (`DROP INDEX CONCURRENTLY IF EXISTS` before
 * `CREATE INDEX CONCURRENTLY`, which also removes an index a failed build left invalid). No
 * statement timeout applies there: such statements do not block the game, however long they
 * take on a big table.
 */
export const NO_TRANSACTION_MARKER = '-- punla:no-transaction';

// Where drizzle's `migrate` recorded the applied migrations, and where this one goes on doing
// so: a database drizzle migrated is recognised, and nothing runs twice.
export const MIGRATIONS_RECORD = '"drizzle"."__drizzle_migrations"';

/** PostgreSQL's code for a lock not obtained in time (`lock_timeout`, `NOWAIT`). */
const LOCK_NOT_AVAILABLE = '55P03';

/** A migration's statement could not get its lock in time: the start stops, nothing is lost. */
export class MigrationLockTimeoutError extends DatabaseStartError {}

interface Migration extends MigrationMeta {
  /** The file's name without `.sql`, as in the journal: `0014_data_that_stays_lean`. */
  tag: string;
  transaction: boolean;
}

/**
 * Applies the pending migrations of `migrationsFolder` (drizzle-kit's SQL files and journal),
 * each in a transaction of its own with a lock timeout, and returns the tags of those applied.
 *
 * Pending is drizzle's rule: every migration whose journal time (`when`) is later than the
 * `created_at` of the last one recorded. Each is recorded as drizzle records it (the SHA-256 of
 * its file and that time) in the same transaction as its statements, so a start that stops
 * leaves the migrations before the one that failed applied, and that one not at all. Run it
 * alone: the caller holds the start-up lock, so instances started together take turns.
 */
export async function migrate(
  pool: pg.Pool,
  { migrationsFolder }: { migrationsFolder: string },
): Promise<string[]> {
  const migrations = readMigrations(migrationsFolder);
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_RECORD} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    const last = await client.query<{ created_at: string | null }>(
      `select created_at from ${MIGRATIONS_RECORD} order by created_at desc limit 1`,
    );
    const lastApplied = last.rows[0] ? int8ToNumber(last.rows[0].created_at ?? '0') : undefined;
    const pending = migrations.filter(
      (migration) => lastApplied === undefined || lastApplied < migration.folderMillis,
    );
    for (const migration of pending) {
      if (migration.transaction) await applyInTransaction(client, migration);
      else await applyStatementByStatement(client, migration);
    }
    return pending.map((migration) => migration.tag);
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // After a failure the connection is closed rather than given back: no transaction or
    // setting of the migration is left on it for the pool's next user.
    client.release(failure);
  }
}

/**
 * When the newest migration in the folder was made (drizzle's `created_at` for it): a database
 * whose newest applied migration is older lacks some (the readiness check says so).
 */
export function latestMigrationTime(migrationsFolder: string): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
}

function readMigrations(migrationsFolder: string): Migration[] {
  // drizzle's own reading: the same statements, times and hashes as its `migrate`.
  const migrations = readMigrationFiles({ migrationsFolder });
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return migrations.map((migration, index) => {
    const firstLine = migration.sql[0]?.split('\n', 1)[0]?.trim();
    return {
      ...migration,
      tag: journal.entries[index]!.tag,
      transaction: firstLine !== NO_TRANSACTION_MARKER,
    };
  });
}

async function applyInTransaction(client: pg.PoolClient, migration: Migration): Promise<void> {
  await client.query('begin');
  try {
    // `SET LOCAL`: the settings end with the transaction.
    await client.query(`SET LOCAL lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`);
    await client.query(`SET LOCAL statement_timeout = '${MIGRATION_STATEMENT_TIMEOUT}'`);
    for (const statement of migration.sql) await run(client, migration, statement);
    await record(client, migration);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function applyStatementByStatement(
  client: pg.PoolClient,
  migration: Migration,
): Promise<void> {
  await client.query(`SET lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`);
  await client.query('SET statement_timeout = 0');
  for (const statement of migration.sql) await run(client, migration, statement);
  await record(client, migration);
  await client.query('RESET lock_timeout');
  await client.query('RESET statement_timeout');
}

async function record(client: pg.PoolClient, migration: Migration): Promise<void> {
  await client.query(`insert into ${MIGRATIONS_RECORD} ("hash", "created_at") values ($1, $2)`, [
    migration.hash,
    migration.folderMillis,
  ]);
}

/** One statement of `migration`; a failure names the migration and what to do about it. */
async function run(client: pg.PoolClient, migration: Migration, statement: string): Promise<void> {
  // A piece between two breakpoints holding nothing (the end of a file) is not sent.
  if (!statement.trim()) return;
  try {
    await client.query(statement);
  } catch (error) {
    throw failureOf(migration, statement, error as Error & { code?: string });
  }
}

function failureOf(
  migration: Migration,
  statement: string,
  error: Error & { code?: string },
): Error {
  const applied = migration.transaction
    ? 'The migrations before it are applied, and nothing of it is.'
    : 'The migrations before it are applied; it runs outside a transaction, so its statements ' +
      'before this one stay applied, and it runs again from its first statement next time.';
  if (error.code === LOCK_NOT_AVAILABLE) {
    // An index built concurrently also waits for every transaction older than it to end (a
    // backup's dump, a report's query), whatever table those read.
    const waitedFor = migration.transaction
      ? 'a lock on a table it changes and gave up: something holds a lock on the table, most ' +
        'likely a long transaction'
      : 'a lock, or for the transactions older than it to end (an index built concurrently ' +
        'waits for every one, a backup in progress included), and gave up';
    return new MigrationLockTimeoutError(
      `The database migration ${migration.tag} waited ${MIGRATION_LOCK_TIMEOUT} for ` +
        `${waitedFor} (see pg_stat_activity). ${applied} Try again once that ` +
        `transaction has ended.\n  The statement: ${summary(statement)}`,
      { cause: error },
    );
  }
  return new Error(
    `The database migration ${migration.tag} failed: ${error.message}. ${applied}` +
      `\n  The statement: ${summary(statement)}`,
    { cause: error },
  );
}

/** A statement on one line, without its comments, cut short: enough to know the table. */
function summary(statement: string): string {
  const text = statement
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
