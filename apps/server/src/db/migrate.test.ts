import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { run } from '../../test/global-setup.ts';
import { onDatabase } from '../../test/test-server.ts';
import { canonicalEmail } from '../lib/canonical-email.ts';
import { migrationsFolder } from './client.ts';
import {
  migrate,
  MIGRATION_LOCK_TIMEOUT,
  MigrationLockTimeoutError,
  NO_TRANSACTION_MARKER,
} from './migrate.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A new, empty database on the run's server, through a pool of one connection. */
async function scratchDatabase(): Promise<{ pool: pg.Pool; config: pg.ClientConfig }> {
  const server = inject('testServer');
  const name = `punla_migrate_${randomBytes(6).toString('hex')}`;
  await run(server, `create database ${name}`);
  const config = onDatabase(server, name);
  const pool = new pg.Pool({ ...config, max: 1 });
  cleanups.push(async () => {
    await pool.end();
    await run(server, `drop database if exists ${name} with (force)`);
  });
  return { pool, config };
}

/** What drizzle's table of applied migrations holds, in the order they were applied. */
async function recorded(pool: pg.Pool): Promise<{ hash: string; created_at: string }[]> {
  const { rows } = await pool.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by id',
  );
  return rows;
}

async function tablesOf(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  return rows.map((row) => row.name);
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

function journalOf(folder: string): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** A migrations folder of the test's own: these files, in this order, with drizzle's journal. */
function migrationsFolderWith(files: { tag: string; sql: string }[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-migrations-'));
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  fs.mkdirSync(path.join(folder, 'meta'));
  for (const file of files) fs.writeFileSync(path.join(folder, `${file.tag}.sql`), file.sql);
  const entries = files.map((file, idx) => ({
    idx,
    version: '7',
    when: 1_700_000_000_000 + idx * 1000,
    tag: file.tag,
    breakpoints: true,
  }));
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

/** Another connection holding `lock table … in access exclusive mode` until released. */
async function holdLock(config: pg.ClientConfig, table: string): Promise<() => Promise<void>> {
  const holder = new pg.Client(config);
  await holder.connect();
  await holder.query('begin');
  await holder.query(`lock table ${table} in access exclusive mode`);
  const release = async () => {
    await holder.query('rollback');
    await holder.end();
  };
  cleanups.push(() => release().catch(() => undefined));
  return release;
}

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the migration to fail');
}

const lockTimeoutMs = Number.parseInt(MIGRATION_LOCK_TIMEOUT, 10) * 1000;

describe('migrate', () => {
  /**
   * The real folder's longest start that drizzle's own migrate can run: up to the first
   * no-transaction migration (drizzle runs every migration inside one transaction).
   */
  function drizzleRunnable(journal: Journal) {
    const first = journal.entries.findIndex((entry) =>
      fs
        .readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8')
        .startsWith(NO_TRANSACTION_MARKER),
    );
    return first === -1 ? journal.entries : journal.entries.slice(0, first);
  }

  /** A copy of the real folder with only these migrations. */
  function folderOf(journal: Journal, entries: Journal['entries']): string {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-migrations-'));
    cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
    fs.mkdirSync(path.join(folder, 'meta'));
    for (const entry of entries) {
      fs.copyFileSync(
        path.join(migrationsFolder, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    return folder;
  }

  it("gives a new database every migration, recorded as drizzle's own migrate records them", async () => {
    const ours = await scratchDatabase();
    const theirs = await scratchDatabase();
    const journal = journalOf(migrationsFolder);
    const tags = journal.entries.map((entry) => entry.tag);
    const runnable = drizzleRunnable(journal);

    expect(await migrate(ours.pool, { migrationsFolder })).toEqual(tags);
    await drizzleMigrate(drizzle({ client: theirs.pool }), {
      migrationsFolder: folderOf(journal, runnable),
    });

    const records = await recorded(ours.pool);
    expect(records).toHaveLength(tags.length);
    // The same records for the migrations drizzle ran; the rest by the same rule.
    expect(records.slice(0, runnable.length)).toEqual(await recorded(theirs.pool));
    expect(records.map((record) => record.created_at)).toEqual(
      journal.entries.map((entry) => String(entry.when)),
    );
    // Started again, nothing is pending.
    expect(await migrate(ours.pool, { migrationsFolder })).toEqual([]);
    expect(await recorded(ours.pool)).toHaveLength(tags.length);
  });

  it('applies only what is pending to a database drizzle migrated before', async () => {
    const { pool } = await scratchDatabase();
    const full = await scratchDatabase();
    const journal = journalOf(migrationsFolder);
    // Drizzle migrated all it can, but the last (as a database of the release before).
    const runnable = drizzleRunnable(journal);
    const before = runnable.length === journal.entries.length ? runnable.slice(0, -1) : runnable;
    await drizzleMigrate(drizzle({ client: pool }), {
      migrationsFolder: folderOf(journal, before),
    });
    await migrate(full.pool, { migrationsFolder });

    expect(await migrate(pool, { migrationsFolder })).toEqual(
      journal.entries.slice(before.length).map((entry) => entry.tag),
    );
    expect(await recorded(pool)).toEqual(await recorded(full.pool));
    expect(await tablesOf(pool)).toEqual(await tablesOf(full.pool));
  });

  it('stops at a migration whose table another transaction has locked, naming it; the earlier ones stay', async () => {
    const { pool, config } = await scratchDatabase();
    const files = [
      { tag: '0000_users', sql: 'CREATE TABLE "users" ("id" integer PRIMARY KEY);' },
      { tag: '0001_plants', sql: 'CREATE TABLE "plants" ("id" integer PRIMARY KEY);' },
      {
        tag: '0002_users_name',
        sql:
          'ALTER TABLE "plants" ADD COLUMN "kind" text;--> statement-breakpoint\n' +
          'ALTER TABLE "users" ADD COLUMN "name" text;',
      },
    ];
    await migrate(pool, { migrationsFolder: migrationsFolderWith(files.slice(0, 1)) });
    const release = await holdLock(config, 'users');
    const folder = migrationsFolderWith(files);

    const started = Date.now();
    const error = await rejectionOf(migrate(pool, { migrationsFolder: folder }));
    const waited = Date.now() - started;

    expect(error).toBeInstanceOf(MigrationLockTimeoutError);
    expect(error.message).toContain('0002_users_name');
    expect(error.message).toContain('something holds a lock on the table');
    expect(error.message).toContain('long transaction');
    expect(error.message).toContain('ALTER TABLE "users" ADD COLUMN "name" text;');
    expect(waited).toBeGreaterThanOrEqual(lockTimeoutMs - 100);
    expect(waited).toBeLessThan(lockTimeoutMs + 3000);
    // 0001 is applied and recorded; nothing of 0002 is (its first statement rolled back too).
    expect(await recorded(pool)).toHaveLength(2);
    expect(await tablesOf(pool)).toEqual([
      'drizzle.__drizzle_migrations',
      'public.plants',
      'public.users',
    ]);
    const kind = await pool.query(
      `select 1 from information_schema.columns where table_name = 'plants' and column_name = 'kind'`,
    );
    expect(kind.rowCount).toBe(0);

    await release();
    expect(await migrate(pool, { migrationsFolder: folder })).toEqual(['0002_users_name']);
    expect(await recorded(pool)).toHaveLength(3);
  }, 30_000);

  it('runs a no-transaction migration statement by statement: an index built concurrently', async () => {
    const { pool, config } = await scratchDatabase();
    const files = [
      {
        tag: '0000_trees',
        sql:
          'CREATE TABLE "trees" ("id" integer PRIMARY KEY, "planted_at" timestamptz NOT NULL);' +
          '--> statement-breakpoint\n' +
          `INSERT INTO "trees" SELECT i, now() FROM generate_series(1, 1000) i;`,
      },
      {
        tag: '0001_trees_planted_idx',
        sql:
          `${NO_TRANSACTION_MARKER}\n` +
          'DROP INDEX CONCURRENTLY IF EXISTS "trees_planted_idx";--> statement-breakpoint\n' +
          'CREATE INDEX CONCURRENTLY "trees_planted_idx" ON "trees" ("planted_at");',
      },
    ];
    // The table exists first, so that another connection can hold its lock.
    await migrate(pool, { migrationsFolder: migrationsFolderWith(files.slice(0, 1)) });
    const folder = migrationsFolderWith(files);

    // Blocked: the lock timeout holds outside a transaction too.
    const release = await holdLock(config, 'trees');
    const error = await rejectionOf(migrate(pool, { migrationsFolder: folder }));
    expect(error).toBeInstanceOf(MigrationLockTimeoutError);
    expect(error.message).toContain('0001_trees_planted_idx');
    expect(error.message).toContain('or for the transactions older than it to end');
    expect(await recorded(pool)).toHaveLength(1);
    await release();

    expect(await migrate(pool, { migrationsFolder: folder })).toEqual(['0001_trees_planted_idx']);
    const index = await pool.query<{ indisvalid: boolean }>(
      `select indisvalid from pg_index where indexrelid = 'trees_planted_idx'::regclass`,
    );
    expect(index.rows).toEqual([{ indisvalid: true }]);
    expect(await recorded(pool)).toHaveLength(2);
    // The pool's one connection is given back without the migration's settings.
    const settings = await pool.query<{ lock: string; statement: string }>(
      `select current_setting('lock_timeout') as lock, current_setting('statement_timeout') as statement`,
    );
    expect(settings.rows).toEqual([{ lock: '0', statement: '0' }]);
  }, 30_000);

  it('0017 gives each account its mailbox as new sign-ups get it, and lists shared ones for review', async () => {
    const { pool } = await scratchDatabase();
    const journal = journalOf(migrationsFolder);
    const at = journal.entries.findIndex((entry) => entry.tag === '0017_fair_play');
    await migrate(pool, { migrationsFolder: folderOf(journal, journal.entries.slice(0, at)) });
    const emails = [
      'farmer@example.ph',
      'farmer+1@example.ph',
      'Juan.Dela.Cruz+punla@gmail.com',
      'juandelacruz@googlemail.com',
      '+tag@example.ph',
      '...@gmail.com',
      'ana.reyes@deped.gov.ph',
      'a+b+c@Example.PH',
    ];
    for (const [i, email] of emails.entries()) {
      await pool.query(
        `insert into users (email, username, created_at, updated_at)
         values ($1, $2, now() + make_interval(secs => $3), now())`,
        [email.toLowerCase(), `user${i}`, i],
      );
    }
    await migrate(pool, { migrationsFolder: folderOf(journal, journal.entries.slice(0, at + 1)) });

    const { rows } = await pool.query<{ email: string; canonical_email: string | null }>(
      'select email, canonical_email from users order by created_at',
    );
    const later = new Set(['farmer+1@example.ph', 'juandelacruz@googlemail.com']);
    for (const row of rows) {
      // The later accounts of a shared mailbox keep none, so the unique index holds.
      expect(row.canonical_email).toBe(later.has(row.email) ? null : canonicalEmail(row.email));
    }
    const flags = await pool.query<{ email: string; kind: string; ref: string; first: string }>(
      `select u.email, f.kind, f.ref, r.email as first from fair_play_flags f
       join users u on u.id = f.user_id join users r on r.id = f.related_user_id order by u.created_at`,
    );
    expect(flags.rows).toEqual([
      {
        email: 'farmer+1@example.ph',
        kind: 'SHARED_MAILBOX',
        ref: 'farmer@example.ph',
        first: 'farmer@example.ph',
      },
      {
        email: 'juandelacruz@googlemail.com',
        kind: 'SHARED_MAILBOX',
        ref: 'juandelacruz@gmail.com',
        first: 'juan.dela.cruz+punla@gmail.com',
      },
    ]);
  });
});
