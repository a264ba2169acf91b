import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from '../data-dir-lock.ts';
import {
  clusterFolder,
  runningServerConnection,
  startEmbeddedPostgres,
  type EmbeddedConnection,
} from '../embedded/embedded-postgres.ts';
import { findPostgresBinaries } from '../embedded/postgres-binaries.ts';
import { postgresUser, prepareFoldersFor, type PostgresUser } from '../embedded/postgres-user.ts';
import { BackupError } from './backup-error.ts';
import { countPlayers, holdsPlayersMessage } from './players.ts';
import { readTar, tarEnd, tarHeader, tarPadding, TarFormatError } from './tar.ts';

/*
 * The embedded database's backup is a copy of its cluster, taken the way PostgreSQL's own
 * pg_basebackup takes one, written as a gzipped tar. Its npm package ships the server's
 * programs only (initdb, pg_ctl, postgres), not pg_dump: this needs nothing else installed.
 *
 * It is taken online, through SQL on the server's socket: pg_backup_start, a copy of the
 * files, pg_backup_stop, then the write-ahead log written meanwhile, which a start of the
 * copy replays up to the backup's end (files read while pages change are set right by it).
 * A temporary replication slot keeps that log from being recycled during the copy.
 *
 * So Punla may keep running on DATA_DIR during a backup. The data directory's lock is then
 * held by the running Punla, and the backup connects to the server that Punla started, found
 * through its `postmaster.pid` (which names the socket's folder, even when a long DATA_DIR
 * put it in the temp folder). Asking to stop Punla first would mean a daily pause of the
 * game; this needs none, and a copy taken this way is consistent whatever runs meanwhile.
 * When nothing runs on DATA_DIR, the backup takes the lock (no Punla can start on the folder
 * meanwhile), starts the server, copies the same way, and stops it.
 */

const MANIFEST = 'punla-backup.json';
const FORMAT = 'punla-embedded-postgres';
/** The cluster's files sit in this folder of the archive, as in DATA_DIR. */
const CLUSTER = 'postgres';
const CHUNK = 1 << 20;

interface Manifest {
  format: string;
  version: number;
  postgresMajor: number;
  createdAt: string;
}

/** Folders kept empty in a copy: the server's temporary state, rebuilt at every start. */
const EMPTY_FOLDERS = new Set([
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Files of the cluster's top folder that belong to a running server, never to a copy. */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'current_logfiles',
  'current_logfiles.tmp',
  'postgresql.auto.conf.tmp',
]);
const CONTROL_FILE = 'global/pg_control';

/**
 * Writes a backup of the embedded database in `dataDir` to `file` (which must not exist).
 * `whileRunning` says whether Punla was running on the folder meanwhile.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<{ whileRunning: boolean }> {
  const cluster = clusterFolder(dataDir);
  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
    throw new BackupError(
      `${dataDir} holds no embedded database (no ${cluster}): there is nothing to back up.`,
    );
  }
  let lock: DataDirLock | undefined;
  try {
    lock = await acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
  }
  if (!lock) {
    const connection = runningServerConnection(dataDir);
    if (!connection) {
      throw new BackupError(
        `Punla is running on ${dataDir}, but its database is not up (starting or stopping). ` +
          'Run this again in a moment.',
      );
    }
    await copyCluster(connection, cluster, file);
    return { whileRunning: true };
  }
  try {
    const server = await startEmbeddedPostgres(dataDir);
    try {
      await copyCluster(server.connection, cluster, file);
    } finally {
      await server.stop();
    }
    return { whileRunning: false };
  } finally {
    await lock.release();
  }
}

async function copyCluster(
  connection: EmbeddedConnection,
  cluster: string,
  file: string,
): Promise<void> {
  const client = new pg.Client(connection);
  // A connection lost between two statements fails the next one; it must not crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `The database of the Punla running on ${path.dirname(cluster)} did not answer ` +
        `(${(error as Error).message}). Run this again in a moment.`,
    );
  }
  try {
    const folder = await client.query<{ folder: string }>(
      "select current_setting('data_directory') as folder",
    );
    if (fs.realpathSync(folder.rows[0]?.folder ?? '') !== fs.realpathSync(cluster)) {
      throw new BackupError(`The server on the socket of ${cluster} works on another folder.`);
    }
    await pipeline(
      Readable.from(archive(client, cluster)),
      zlib.createGzip(),
      // Mode 600: the backup holds every account's password hash and the server's secret.
      fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
  } finally {
    // Ends the session: a backup not stopped is abandoned, the temporary slot dropped.
    await client.end().catch(() => undefined);
  }
}

async function* archive(client: pg.Client, cluster: string): AsyncGenerator<Buffer> {
  const manifest: Manifest = {
    format: FORMAT,
    version: 1,
    postgresMajor: majorOfCluster(cluster),
    createdAt: new Date().toISOString(),
  };
  yield* bufferEntry(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));

  // Named after this process: two backups at once each hold their own.
  const slot = `punla_backup_${process.pid}_${Date.now()}`;
  await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
  const started = await client.query<{ wal: string }>(
    'select pg_walfile_name(pg_backup_start($1, true)) as wal',
    ['npm run db:backup'],
  );
  const firstWal = started.rows[0]?.wal ?? '';

  yield tarHeader(CLUSTER, 'directory', 0, new Date());
  for await (const entry of walk(cluster, '')) {
    const name = `${CLUSTER}/${entry.relative}`;
    if (entry.type === 'directory') yield tarHeader(name, 'directory', 0, new Date());
    else yield* fileEntry(path.join(cluster, entry.relative), name);
  }
  // Last, as pg_basebackup does.
  yield* fileEntry(path.join(cluster, CONTROL_FILE), `${CLUSTER}/${CONTROL_FILE}`);

  const stopped = await client.query<{ wal: string; labelfile: string; spcmapfile: string }>(
    'select pg_walfile_name(lsn) as wal, labelfile, spcmapfile from pg_backup_stop(false)',
  );
  const { wal: lastWal = '', labelfile = '', spcmapfile = '' } = stopped.rows[0] ?? {};
  const walFolder = path.join(cluster, 'pg_wal');
  const timeline = firstWal.slice(0, 8);
  const names = (await fs.promises.readdir(walFolder)).sort();
  const segments = names.filter(
    (name) =>
      /^[0-9A-F]{24}$/.test(name) &&
      name.startsWith(timeline) &&
      name >= firstWal &&
      name <= lastWal,
  );
  if (!segments.includes(firstWal) || !segments.includes(lastWal)) {
    throw new BackupError(
      `The write-ahead log of the backup (${firstWal} to ${lastWal}) is not all in ${walFolder}.`,
    );
  }
  for (const name of [...names.filter((n) => /^[0-9A-F]{8}\.history$/.test(n)), ...segments]) {
    yield* fileEntry(path.join(walFolder, name), `${CLUSTER}/pg_wal/${name}`);
  }
  // Tells the start of the copy where to begin replaying the log: present, it starts as a
  // recovery from this backup.
  yield* bufferEntry(`${CLUSTER}/backup_label`, Buffer.from(labelfile));
  if (spcmapfile) yield* bufferEntry(`${CLUSTER}/tablespace_map`, Buffer.from(spcmapfile));
  yield tarEnd();
}

/** The cluster's folders and files, a folder before what it holds; what a copy skips left out. */
async function* walk(
  cluster: string,
  relative: string,
): AsyncGenerator<{ relative: string; type: 'file' | 'directory' }> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(cluster, relative), { withFileTypes: true });
  } catch (error) {
    // A folder removed during the copy (a dropped database): the log replays its removal.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield { relative: name, type: 'directory' };
      if (!EMPTY_FOLDERS.has(name) && !entry.name.startsWith('pgsql_tmp')) {
        yield* walk(cluster, name);
      }
    } else if (entry.isFile()) {
      // The log is added after pg_backup_stop, the segments the backup needs and no others.
      if (name.startsWith('pg_wal/') || name === CONTROL_FILE) continue;
      if (!relative && SKIPPED_FILES.has(entry.name)) continue;
      if (entry.name === 'pg_internal.init' || entry.name.startsWith('pgsql_tmp')) continue;
      yield { relative: name, type: 'file' };
    } else if (entry.isSymbolicLink()) {
      throw new BackupError(
        `${path.join(cluster, name)} is a symbolic link (a tablespace elsewhere): the embedded ` +
          'database makes none, and this backup does not follow one.',
      );
    }
  }
}

/**
 * One file of the cluster, as large as it was when opened. A file that shrinks meanwhile is
 * padded with zeros and one that grows is cut, as pg_basebackup does: the log rewrites those
 * pages. A file removed before it is opened is left out (the log replays its removal).
 */
async function* fileEntry(file: string, name: string): AsyncGenerator<Buffer> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const { size, mtime } = await handle.stat();
    yield tarHeader(name, 'file', size, mtime);
    let done = 0;
    while (done < size) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - done));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, done);
      done += buffer.length;
      yield bytesRead === buffer.length ? buffer : buffer.fill(0, bytesRead);
    }
    yield tarPadding(size);
  } finally {
    await handle.close();
  }
}

function* bufferEntry(name: string, data: Buffer): Generator<Buffer> {
  yield tarHeader(name, 'file', data.length, new Date());
  yield data;
  yield tarPadding(data.length);
}

function majorOfCluster(cluster: string): number {
  return Number.parseInt(fs.readFileSync(path.join(cluster, 'PG_VERSION'), 'utf8'), 10);
}

/** Whether a file starts as a gzipped file does: a backup of the embedded database. */
export function isEmbeddedBackup(start: Buffer): boolean {
  return start[0] === 0x1f && start[1] === 0x8b;
}

export interface EmbeddedRestoreReport {
  /** The players' accounts in the restored database. */
  players: number;
  /** Where the database that was in DATA_DIR before was moved, if there was one. */
  keptAt?: string;
}

/**
 * Restores a backup of `backupEmbedded` into `dataDir` (a new folder will do). A database
 * already there is refused when it holds players, unless `force`; with `force`, or when it
 * holds none, it is kept beside the restored one, renamed, never deleted. The restored copy
 * is started once here, which replays its log, so the next start of Punla is a plain one.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  options: { force: boolean },
): Promise<EmbeddedRestoreReport> {
  const lock = await lockForRestore(dataDir);
  try {
    const cluster = clusterFolder(dataDir);
    const user = postgresUser();
    const major = postgresMajorOf(findPostgresBinaries(user).postgres, user);
    if (fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
      const players = await withServer(dataDir, countPlayers);
      if (players > 0 && !options.force) {
        throw new BackupError(holdsPlayersMessage(`The embedded database in ${dataDir}`, players));
      }
    }
    const making = `${cluster}.restoring`;
    fs.rmSync(making, { recursive: true, force: true });
    prepareFoldersFor(user, dataDir, [making]);
    try {
      await extract(file, making, major, user);
    } catch (error) {
      fs.rmSync(making, { recursive: true, force: true });
      throw error;
    }
    // On disk before it replaces anything.
    spawnSync('sync', [], { stdio: 'ignore' });
    const stamp = fileStamp(new Date());
    let keptAt: string | undefined;
    if (fs.existsSync(cluster)) {
      keptAt = `${cluster}.before-restore-${stamp}`;
      fs.renameSync(cluster, keptAt);
    }
    fs.renameSync(making, cluster);
    try {
      return { players: await withServer(dataDir, countPlayers), keptAt };
    } catch (error) {
      // The copy does not start: the folder goes back as it was, the copy kept to look at.
      fs.renameSync(cluster, `${cluster}.failed-restore-${stamp}`);
      if (keptAt) fs.renameSync(keptAt, cluster);
      throw error;
    }
  } finally {
    await lock.release();
  }
}

/** The data directory's lock, for a restore: never beside a running Punla. */
export async function lockForRestore(dataDir: string): Promise<DataDirLock> {
  try {
    return await acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new BackupError(
      `Punla is running on ${dataDir}. Stop Punla first, then restore: a restore replaces ` +
        'the database it is using. Nothing was changed.',
    );
  }
}

/** Starts the embedded server on `dataDir` (creating it if new) for `work`, then stops it. */
export async function withServer<T>(
  dataDir: string,
  work: (connection: EmbeddedConnection) => Promise<T>,
): Promise<T> {
  const server = await startEmbeddedPostgres(dataDir);
  try {
    return await work(server.connection);
  } finally {
    await server.stop();
  }
}

async function extract(
  file: string,
  target: string,
  major: number,
  user: PostgresUser,
): Promise<void> {
  const owner = (file: string) => {
    if (user.name !== 'self') fs.chownSync(file, user.uid, user.gid);
  };
  const inCluster = (name: string) => {
    if (name !== CLUSTER && !name.startsWith(`${CLUSTER}/`)) {
      throw new TarFormatError(`an entry outside the database's folder (${name})`);
    }
    return path.join(target, name.slice(CLUSTER.length + 1));
  };
  let checked = false;
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    await readTar(gunzip, {
      directory(name) {
        if (!checked) throw new TarFormatError('no description of the backup at its start');
        const folder = inCluster(name);
        fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
        owner(folder);
      },
      file(name, size) {
        if (name === MANIFEST) {
          const chunks: Buffer[] = [];
          return {
            write: (chunk) => void chunks.push(chunk),
            end() {
              checkManifest(Buffer.concat(chunks).toString('utf8'), major);
              checked = true;
            },
          };
        }
        if (!checked) throw new TarFormatError('no description of the backup at its start');
        const destination = inCluster(name);
        fs.mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
        const fd = fs.openSync(destination, 'wx', 0o600);
        owner(destination);
        let written = 0;
        return {
          write(chunk) {
            fs.writeSync(fd, chunk);
            written += chunk.length;
          },
          end() {
            fs.closeSync(fd);
            if (written !== size) throw new TarFormatError(`${name} is cut short`);
          },
        };
      },
    });
  } catch (error) {
    input.destroy();
    gunzip.destroy();
    if (error instanceof BackupError) throw error;
    const reason =
      error instanceof TarFormatError ? error.message : (error as NodeJS.ErrnoException).code;
    if (reason === 'Z_DATA_ERROR' || reason === 'Z_BUF_ERROR' || error instanceof TarFormatError) {
      throw new BackupError(
        `${file} is not a whole backup made by npm run db:backup (${
          error instanceof TarFormatError ? reason : 'its compressed data is damaged'
        }). Nothing was changed.`,
      );
    }
    throw error;
  }
  if (!fs.existsSync(path.join(target, 'PG_VERSION'))) {
    throw new BackupError(`${file} holds no database. Nothing was changed.`);
  }
}

function checkManifest(text: string, major: number): void {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new TarFormatError('its description is not readable');
  }
  if (manifest.format !== FORMAT || manifest.version !== 1) {
    throw new TarFormatError('its description names another kind of file');
  }
  if (manifest.postgresMajor !== major) {
    throw new BackupError(
      `This backup holds a PostgreSQL ${manifest.postgresMajor} database, and this Punla's ` +
        `embedded database is PostgreSQL ${major}: restore it with the version of Punla that ` +
        'made it. Nothing was changed.',
    );
  }
}

function postgresMajorOf(postgres: string, user: PostgresUser): number {
  const run = spawnSync(postgres, ['--version'], { ...user.spawnAs, encoding: 'utf8' });
  const major = /\(PostgreSQL\) (\d+)/.exec(run.stdout ?? '')?.[1];
  if (!major) throw new Error(`${postgres} --version answered: ${run.stdout}${run.stderr}`);
  return Number(major);
}

/** `2026-06-01T02-03-04`: a moment, in UTC, as a part of a file's name. */
export function fileStamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace(/:/g, '-');
}
