import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { BackupError } from './backup-error.ts';
import { countPlayers, holdsPlayersMessage } from './players.ts';
import {
  findClientTools,
  newestClientTool,
  toolEnvironment,
  urlConnection,
  type ToolConnection,
} from './postgres-tools.ts';

/*
 * A PostgreSQL server's backup is pg_dump's custom format (`-Fc`): compressed, and restored
 * by pg_restore, into any PostgreSQL as new as the dumped one. pg_dump must be at least as
 * new as the server it dumps; of the copies on this machine, the newest that fits is used.
 */

/** The first bytes of pg_dump's custom format. */
export function isDumpFile(start: Buffer): boolean {
  return start.subarray(0, 5).toString('latin1') === 'PGDMP';
}

/** Writes a backup of DATABASE_URL's database to `file` (which must not exist). */
export async function backupServer(
  databaseUrl: string,
  file: string,
  say: (line: string) => void,
): Promise<void> {
  const connection = urlConnection(databaseUrl);
  const serverMajor = await serverMajorOf(databaseUrl, connection);
  const tools = findClientTools('pg_dump');
  const tool = tools.find((candidate) => candidate.major >= serverMajor);
  if (!tool) {
    const found = tools.length
      ? `found: ${tools.map((t) => `pg_dump ${t.version} (${t.file})`).join(', ')}`
      : 'none was found';
    throw new BackupError(
      `No pg_dump on this machine can back up ${connection.shown}: the server runs ` +
        `PostgreSQL ${serverMajor}, and pg_dump must be version ${serverMajor} or newer ` +
        `(${found}). Install PostgreSQL ${serverMajor}'s client programs ` +
        `(on Debian or Ubuntu, postgresql-client-${serverMajor}) and run this again.`,
    );
  }
  say(
    `Backing up ${connection.shown} (PostgreSQL ${serverMajor}) ` +
      `with pg_dump ${tool.version} (${tool.file}).`,
  );
  // Made first with mode 600: the backup holds every account's password hash and the
  // server's secret. pg_dump writes into it, keeping the mode.
  fs.closeSync(fs.openSync(file, 'wx', 0o600));
  const run = await runTool(
    tool.file,
    ['-Fc', '--no-password', '-f', file, '-d', connection.conninfo],
    {
      env: toolEnvironment(connection),
    },
  );
  if (run.code !== 0) throw new BackupError(`pg_dump stopped: ${run.errors.trim()}`);
}

async function serverMajorOf(databaseUrl: string, connection: ToolConnection): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const result = await client.query<{ version: string }>(
      "select current_setting('server_version_num') as version",
    );
    return Math.floor(Number(result.rows[0]?.version) / 10_000);
  } catch (error) {
    throw new BackupError(
      `Could not reach ${connection.shown}: ${(error as Error).message}. Nothing was written.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The schemas of the game's data: its tables, the migrations' record, the job queue's. */
const GAME_SCHEMAS = ['public', 'drizzle', 'pgboss'];

/**
 * Restores a pg_dump backup into a database, in one transaction with the removal of what
 * the game kept there before: either the whole backup is in, or the database is as it was.
 * A database whose game holds players is refused unless `force`.
 *
 * pg_restore turns the backup into SQL and psql runs it with `--single-transaction`, stopping
 * at the first error: pg_restore's own `--single-transaction` could not also hold the
 * removal of the old schemas, which would then be gone even when the restore failed.
 */
export async function restoreDump(
  target: { client: pg.ClientConfig; tools: ToolConnection; name: string },
  file: string,
  options: { force: boolean },
  say: (line: string) => void,
): Promise<{ players: number }> {
  const restoreTool = newestClientTool('pg_restore');
  const psql = newestClientTool('psql');
  let players: number;
  try {
    players = await countPlayers(target.client);
  } catch (error) {
    throw new BackupError(`Could not reach ${target.name}: ${(error as Error).message}.`);
  }
  if (players > 0 && !options.force)
    throw new BackupError(holdsPlayersMessage(target.name, players));
  say(
    `Restoring into ${target.name} with pg_restore ${restoreTool.version} (${restoreTool.file}).`,
  );

  const env = toolEnvironment(target.tools);
  const restore = spawn(
    restoreTool.file,
    ['--no-owner', '--no-privileges', '--exit-on-error', '-f', '-', file],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const apply = spawn(
    psql.file,
    [
      ...['-X', '-q', '--no-password', '-v', 'ON_ERROR_STOP=1', '--single-transaction'],
      ...['-f', '-', '-d', target.tools.conninfo],
    ],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const restoreDone = collect(restore);
  const applyDone = collect(apply);
  // psql stopped at an error: pg_restore, its output no longer read, is stopped too.
  apply.on('close', () => {
    if (restore.exitCode === null && restore.signalCode === null) restore.kill('SIGTERM');
  });
  apply.stdin.on('error', () => undefined);
  apply.stdin.write(
    [
      'set client_min_messages = warning;',
      ...GAME_SCHEMAS.map((schema) => `drop schema if exists ${schema} cascade;`),
      // The backup does not create public: every database has it.
      'create schema public;',
      '',
    ].join('\n'),
  );
  restore.stdout.pipe(apply.stdin, { end: false });
  const restored = await restoreDone;
  let cut = false;
  if (restored.code === 0) {
    apply.stdin.end();
  } else if (apply.exitCode === null) {
    // psql would commit the SQL it was given so far at the end of its input: its connection
    // is cut instead, and the server rolls the transaction back.
    cut = true;
    apply.kill('SIGKILL');
  }
  const applied = await applyDone;
  if (applied.code !== 0 && !cut) {
    throw new BackupError(
      `The restore stopped, and was undone: ${applied.errors.trim()} Nothing was changed.`,
    );
  }
  if (restored.code !== 0) {
    throw new BackupError(`pg_restore stopped: ${restored.errors.trim()} Nothing was changed.`);
  }
  return { players: await countPlayers(target.client) };
}

function collect(
  child: ReturnType<typeof spawn>,
): Promise<{ code: number | null; errors: string }> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: -1, errors: error.message }));
    child.on('close', (code) => resolve({ code, errors }));
  });
}

function runTool(
  file: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv },
): Promise<{ code: number | null; errors: string }> {
  return collect(spawn(file, args, { env: options.env, stdio: ['ignore', 'ignore', 'pipe'] }));
}

/** DATABASE_URL as a restore's target. */
export function urlTarget(databaseUrl: string) {
  const tools = urlConnection(databaseUrl);
  return { client: { connectionString: databaseUrl }, tools, name: tools.shown };
}
