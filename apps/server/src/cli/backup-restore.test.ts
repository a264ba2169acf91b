import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, createTestApp, type TestPlayer } from '../../test/test-app.ts';
import { login } from '../../test/factories/accounts.ts';
import { plantTree } from '../../test/factories/planted-trees.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findClientTools, urlConnection } from '../db/backup/postgres-tools.ts';
import { openEmbedded } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Every folder of the test in one: the data directories, the backups, the folder the
// commands are run from (no `.env` of the checkout is read).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'punla-backup-'));
// Run as root, the database runs as another user, who must pass through (mkdtemp: mode 700).
fs.chmodSync(root, 0o711);
const startFolder = path.join(root, 'start');
const dataDir = path.join(root, 'data');
fs.mkdirSync(startFolder);

interface Run {
  code: number | null;
  output: string;
}

/** Runs `npm run db:<command>`'s file as a process, on DATA_DIR or on `databaseUrl`. */
function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  target: { dataDir?: string; databaseUrl?: string },
): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, ...args], {
    cwd: serverDir,
    env: {
      ...process.env,
      INIT_CWD: startFolder,
      DATA_DIR: target.dataDir ?? dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/** The file a backup names in its last line, which also gives its size and how long it took. */
function writtenFile(run: Run): string {
  const last = run.output.trim().split('\n').at(-1) ?? '';
  const match = /^Backup written: (.+) \((\d+(\.\d)? (bytes|kB|MB|GB))\) in \d+\.\d s\.$/.exec(
    last,
  );
  expect(match, run.output).not.toBeNull();
  return match?.[1] ?? '';
}

interface Snapshot {
  /** Rows of every table of the game's schemas, by `schema.table`. */
  counts: Record<string, number>;
  player: unknown;
  trees: number;
}

/** What the database holds: every table's row count, and the player's row. */
async function snapshot(connection: pg.ClientConfig, playerId: string): Promise<Snapshot> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'pgboss', 'drizzle') and c.relkind in ('r', 'p')
        order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ rows: string }>(`select count(*) as rows from ${name}`);
      counts[name] = Number(result.rows[0]?.rows);
    }
    const player = await client.query(
      'select id, email, username, role, password_hash from users where id = $1',
      [playerId],
    );
    const trees = await client.query('select id from planted_trees where user_id = $1', [playerId]);
    return { counts, player: player.rows[0], trees: trees.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}

/** A snapshot of the embedded database in `folder`, with no Punla running on it. */
async function embeddedSnapshot(folder: string, playerId: string): Promise<Snapshot> {
  const lock = await acquireDataDirLock(folder);
  try {
    const server = await startEmbeddedPostgres(folder);
    try {
      return await snapshot(server.connection, playerId);
    } finally {
      await server.stop();
    }
  } finally {
    await lock.release();
  }
}

let player: TestPlayer;
let backupWhileRunning: Run;
let refusedWhileRunning: Run;
let original: Snapshot;

beforeAll(async () => {
  const t = await createTestApp({}, {}, await openEmbedded(dataDir));
  try {
    player = await createPlayer(t);
    await plantTree(t, player);
    // Punla runs on the folder (this process holds it): the backup copies from its server.
    backupWhileRunning = await runCommand('backup', [path.join(root, 'running.tar.gz')], {});
    refusedWhileRunning = await runCommand('restore', [path.join(root, 'running.tar.gz')], {});
  } finally {
    await t.close();
  }
  original = await embeddedSnapshot(dataDir, player.user.id);
}, 180_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run db:backup and db:restore on the embedded database', () => {
  it('backs up and restores into a new DATA_DIR: every table has its rows, the player is there', async () => {
    expect(original.trees).toBe(1);
    expect(original.counts['public.users']).toBeGreaterThanOrEqual(2);
    expect(Object.keys(original.counts).some((name) => name.startsWith('pgboss.'))).toBe(true);

    // Punla stopped; no FILE: a new file in backups/ of the folder the command is run from.
    const backup = await runCommand('backup', [], {});
    expect(backup.code, backup.output).toBe(0);
    const file = writtenFile(backup);
    expect(path.dirname(file)).toBe(path.join(startFolder, 'backups'));
    expect(path.basename(file)).toMatch(/^punla-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.tar\.gz$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restoredDir = path.join(root, 'restored');
    const restore = await runCommand('restore', [file], { dataDir: restoredDir });
    expect(restore.output).toContain(
      `Restored ${file} into the embedded database in ${restoredDir} (1 player) in `,
    );
    expect(restore.code).toBe(0);
    expect(await embeddedSnapshot(restoredDir, player.user.id)).toEqual(original);

    // The app starts on it as on any database: nothing left to migrate, the player logs in.
    const t = await createTestApp({}, {}, await openEmbedded(restoredDir));
    try {
      expect((await login(t, player.user.email, player.password)).statusCode).toBe(200);
    } finally {
      await t.close();
    }

    // A second restore into it: it holds a player now.
    const refused = await runCommand('restore', [file], { dataDir: restoredDir });
    expect(refused).toEqual({
      code: 1,
      output:
        `The embedded database in ${restoredDir} already holds a game with 1 player. ` +
        'Restoring would replace it: run again with --force to replace it, or restore ' +
        'somewhere else. Nothing was changed.\n',
    });
    const forced = await runCommand('restore', ['--force', file], { dataDir: restoredDir });
    expect(forced.code, forced.output).toBe(0);
    const kept = /kept at (\S+); delete it once all is well\./.exec(forced.output)?.[1] ?? '';
    expect(fs.existsSync(path.join(kept, 'PG_VERSION')), forced.output).toBe(true);
  }, 180_000);

  it('backs up while Punla runs on the folder, and refuses to restore into it then', async () => {
    expect(backupWhileRunning.output).toContain(
      `Punla is running on ${dataDir}: the backup was copied from its database as it ran.`,
    );
    expect(backupWhileRunning.code).toBe(0);
    expect(writtenFile(backupWhileRunning)).toBe(path.join(root, 'running.tar.gz'));
    expect(refusedWhileRunning).toEqual({
      code: 1,
      output:
        `Punla is running on ${dataDir}. Stop Punla first, then restore: a restore replaces ` +
        'the database it is using. Nothing was changed.\n',
    });

    const restoredDir = path.join(root, 'restored-running');
    const restore = await runCommand('restore', [path.join(root, 'running.tar.gz')], {
      dataDir: restoredDir,
    });
    expect(restore.code, restore.output).toBe(0);
    const copy = await embeddedSnapshot(restoredDir, player.user.id);
    expect(copy.player).toEqual(original.player);
    expect(copy.trees).toBe(1);
  }, 120_000);

  it('refuses, with a sentence, a missing file, a file that is no backup, and an existing FILE', async () => {
    const missing = path.join(root, 'no-such.tar.gz');
    expect(await runCommand('restore', [missing], {})).toEqual({
      code: 1,
      output: `There is no file ${missing}. Nothing was changed.\n`,
    });
    const text = path.join(root, 'notes.txt');
    fs.writeFileSync(text, 'not a backup');
    expect(await runCommand('restore', [text], {})).toEqual({
      code: 1,
      output: `${text} is not a backup made by npm run db:backup. Nothing was changed.\n`,
    });
    expect(await runCommand('backup', [text], {})).toEqual({
      code: 1,
      output: `${text} already exists: name another file, or move that one away. Nothing was written.\n`,
    });
    // Cut short: its first bytes say gzip, the rest is missing.
    const cut = path.join(root, 'cut.tar.gz');
    const whole = fs.readFileSync(path.join(root, 'running.tar.gz'));
    fs.writeFileSync(cut, whole.subarray(0, whole.length >> 1));
    const target = path.join(root, 'never');
    const refused = await runCommand('restore', [cut], { dataDir: target });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /is not a whole backup made by npm run db:backup \(.+\)\. Nothing was changed\.\n$/,
    );
    expect(fs.readdirSync(target).filter((name) => name.startsWith('postgres'))).toEqual([]);
  }, 60_000);
});

describe('npm run db:backup and db:restore on a PostgreSQL server', () => {
  it('never prints the password of DATABASE_URL', () => {
    const shown = urlConnection('postgres://punla:s3cret-pass@db-host:5432/punla?sslmode=require');
    expect(shown.shown).toBe('postgres://punla@db-host:5432/punla?sslmode=require');
    expect(shown.password).toBe('s3cret-pass');
  });

  it('backs up with a pg_dump as new as the server and restores into a fresh database, or says none fits', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    // The app closes the source database when it closes; the target is closed here.
    const t = await createTestApp({}, {}, source);
    try {
      const someone = await createPlayer(t);
      await plantTree(t, someone);
      const version = await source.executeSql('show server_version_num');
      const serverMajor = Math.floor(
        Number((version.rows[0] as { server_version_num: string }).server_version_num) / 10_000,
      );
      const file = path.join(root, 'server.dump');
      const backup = await runCommand('backup', [file], { databaseUrl: source.url });
      if (!findClientTools('pg_dump').some((tool) => tool.major >= serverMajor)) {
        expect(backup.code).toBe(1);
        expect(backup.output).toContain(
          `the server runs PostgreSQL ${serverMajor}, and pg_dump must be version ` +
            `${serverMajor} or newer`,
        );
        expect(fs.existsSync(file)).toBe(false);
        return;
      }
      expect(backup.output).toMatch(/with pg_dump \d+\.\d+ \(.+\)\.\n/);
      expect(backup.code, backup.output).toBe(0);
      expect(writtenFile(backup)).toBe(file);
      const before = await snapshot({ connectionString: source.url }, someone.user.id);

      // The target has the game's tables (a fresh install) and no players: replaced.
      const restore = await runCommand('restore', [file], { databaseUrl: target.url });
      expect(restore.code, restore.output).toBe(0);
      expect(await snapshot({ connectionString: target.url }, someone.user.id)).toEqual(before);

      const refused = await runCommand('restore', [file], { databaseUrl: target.url });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('already holds a game with 1 player.');
    } finally {
      await t.close();
      await target.close();
    }
  }, 180_000);
});
