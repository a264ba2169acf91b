import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries } from './postgres-binaries.ts';
import { postgresUser, prepareFoldersFor, type PostgresUser } from './postgres-user.ts';
import { stopLeftoverServer } from './leftover-server.ts';
import { DatabaseStartError } from './start-error.ts';

/** How to reach the embedded server: a Unix socket, never a TCP port. */
export interface EmbeddedConnection {
  host: string;
  port: number;
  user: string;
  database: string;
}

export interface EmbeddedPostgres {
  connection: EmbeddedConnection;
  /** Stops the server cleanly (a fast shutdown: sessions end, everything is on disk). */
  stop(): Promise<void>;
}

const SUPERUSER = 'punla';
const DATABASE = 'punla';
/** Only names the socket file (`.s.PGSQL.5432`): the server takes no TCP port at all. */
const SOCKET_PORT = 5432;
/** sun_path holds 108 bytes on Linux and 104 on macOS, the terminating zero included. */
const MAX_SOCKET_PATH = 103;

function embeddedPaths(dataDir: string) {
  return {
    cluster: path.join(dataDir, 'postgres'),
    sockets: path.join(dataDir, 'run'),
    log: path.join(dataDir, 'postgres.log'),
  };
}

/** The embedded database's cluster (PostgreSQL's own data folder) inside DATA_DIR. */
export function clusterFolder(dataDir: string): string {
  return embeddedPaths(dataDir).cluster;
}

/**
 * How to reach the embedded server running on `dataDir` now, as its `postmaster.pid` tells
 * (the socket's folder and port); undefined when no server has written one. For a command run
 * beside a running Punla, which holds the data directory and started the server itself.
 */
export function runningServerConnection(dataDir: string): EmbeddedConnection | undefined {
  let lines: string[];
  try {
    lines = fs
      .readFileSync(path.join(clusterFolder(dataDir), 'postmaster.pid'), 'utf8')
      .split('\n');
  } catch {
    return undefined;
  }
  // Its lines: pid, cluster, start time, port, socket folder, listen address, …, status.
  const port = Number.parseInt(lines[3] ?? '', 10);
  const host = lines[4]?.trim();
  if (!host || !Number.isInteger(port)) return undefined;
  return { host, port, user: SUPERUSER, database: DATABASE };
}

/**
 * A PostgreSQL server of our own, in `dataDir/postgres`, listening only on a Unix socket in
 * `dataDir/run` (mode 700), so it cannot clash with a PostgreSQL already on the machine and
 * nobody else can connect to it. The caller holds the data directory's lock.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const user = postgresUser();
  const binaries = findPostgresBinaries(user);
  const paths = embeddedPaths(dataDir);
  const sockets = socketFolder(paths.sockets);
  prepareFoldersFor(user, dataDir, [sockets]);
  await stopLeftoverServer(paths.cluster);
  clearStaleSocket(sockets);
  if (!fs.existsSync(path.join(paths.cluster, 'PG_VERSION'))) {
    createCluster(binaries.initdb, user, dataDir, paths.cluster);
  }
  const log = fs.openSync(paths.log, 'a');
  const child = spawn(
    binaries.postgres,
    [
      ...['-D', paths.cluster, '-k', sockets, '-p', String(SOCKET_PORT)],
      ...['-c', 'listen_addresses=', '-c', 'unix_socket_permissions=0700'],
    ],
    { ...user.spawnAs, stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  // Should this process end without stopping it (an uncaught error), ask it to stop anyway.
  const stopOnExit = () => child.exitCode === null && child.kill('SIGINT');
  process.once('exit', stopOnExit);
  const connection = { host: sockets, port: SOCKET_PORT, user: SUPERUSER, database: DATABASE };
  try {
    await waitUntilReady(child, { ...connection, database: 'postgres' }, paths.log);
    await createDatabaseOnce({ ...connection, database: 'postgres' });
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return {
    connection,
    async stop() {
      process.off('exit', stopOnExit);
      await stopServer(child);
    },
  };
}

/**
 * A server killed with `kill -9` leaves its socket and the socket's lock file (with its pid)
 * behind. No server runs on this cluster now (the leftover is stopped, and the data directory
 * is ours), yet PostgreSQL would refuse the socket while that pid looks alive: an orphaned
 * process nobody has reaped yet still does.
 */
function clearStaleSocket(folder: string): void {
  for (const name of [`.s.PGSQL.${SOCKET_PORT}`, `.s.PGSQL.${SOCKET_PORT}.lock`]) {
    fs.rmSync(path.join(folder, name), { force: true });
  }
}

/** A path too long for a socket moves the socket to a private folder in the temp directory. */
function socketFolder(preferred: string): string {
  if (path.join(preferred, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) return preferred;
  return fs.mkdtempSync(path.join(os.tmpdir(), 'punla-pg-'));
}

/**
 * initdb writes into a fresh folder that is renamed into place only when complete: a start
 * interrupted half way leaves no half-made cluster behind.
 */
function createCluster(initdb: string, user: PostgresUser, dataDir: string, cluster: string): void {
  const making = `${cluster}.new`;
  fs.rmSync(making, { recursive: true, force: true });
  prepareFoldersFor(user, dataDir, [making]);
  const result = spawnSync(
    initdb,
    ['-D', making, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync'],
    { ...user.spawnAs, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new DatabaseStartError(
      `Could not create the embedded database: ${result.stderr || result.error}`,
    );
  }
  // --no-sync made it fast; one sync of the finished folder makes it durable.
  spawnSync('sync', [], { stdio: 'ignore' });
  fs.renameSync(making, cluster);
}

async function waitUntilReady(
  child: ChildProcess,
  connection: EmbeddedConnection,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new DatabaseStartError(`The embedded database did not start:\n${tail(logFile)}`);
    }
    const client = new pg.Client(connection);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        throw new DatabaseStartError(
          `The embedded database did not answer within a minute:\n${tail(logFile)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

async function createDatabaseOnce(connection: EmbeddedConnection): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGQUIT'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT');
  });
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}
