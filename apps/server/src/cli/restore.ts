// `npm run db:restore -- [--force] FILE`: restores a backup made by `npm run db:backup` into
// the game's database, DATABASE_URL's or the embedded one in DATA_DIR (a new folder will do).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../db/backup/backup-error.ts';
import {
  isEmbeddedBackup,
  lockForRestore,
  restoreEmbedded,
  withServer,
} from '../db/backup/embedded-backup.ts';
import { socketConnection } from '../db/backup/postgres-tools.ts';
import { isDumpFile, restoreDump, urlTarget } from '../db/backup/server-backup.ts';
import { DatabaseStartError } from '../db/embedded/start-error.ts';
import { loadStartConfig } from '../start-server.ts';

const USAGE = `Usage: npm run db:restore -- [--force] FILE
  Restores FILE, a backup made by npm run db:backup, into the game's database: DATABASE_URL's,
  or else the embedded one in DATA_DIR (created when the folder is new). Stop Punla first.
  A .tar.gz (a backup of an embedded database) restores into a DATA_DIR only; a .dump (made
  by pg_dump) into either, with pg_restore and psql, which must be installed.
  A database that already holds players is refused. --force replaces it:
    a .tar.gz: the embedded database in DATA_DIR is kept aside, renamed
      postgres.before-restore-<time>, and the backup's takes its place;
    a .dump: the schemas public, drizzle and pgboss are dropped and made again from the
      backup, in the same transaction as the restore (if it fails, nothing has changed).
  A database with no players (a new one, or one with only an admin) is replaced without it.
  Afterwards Punla starts on the restored database as usual.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean' } },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.positionals.length !== 1) fail(`Name the backup to restore.\n${USAGE}`);

const config = loadStartConfig();
const started = performance.now();
// npm runs the command in the server's workspace: a relative FILE means the user's folder.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.positionals[0] ?? '');
const start = readStart(file);
const embeddedBackup = isEmbeddedBackup(start);
if (!embeddedBackup && !isDumpFile(start)) {
  fail(`${file} is not a backup made by npm run db:backup. Nothing was changed.`);
}
const force = args.values.force;
const say = (line: string) => console.log(line);

try {
  let target: string;
  let players: number;
  let keptAt: string | undefined;
  if (config.databaseUrl) {
    if (embeddedBackup) {
      fail(
        `${file} is a backup of an embedded database: it restores into a DATA_DIR only. ` +
          'Unset DATABASE_URL to restore it there. Nothing was changed.',
      );
    }
    const into = urlTarget(config.databaseUrl);
    target = into.name;
    ({ players } = await restoreDump(into, file, { force }, say));
  } else if (embeddedBackup) {
    target = `the embedded database in ${config.dataDir}`;
    ({ players, keptAt } = await restoreEmbedded(config.dataDir, file, { force }));
  } else {
    target = `the embedded database in ${config.dataDir}`;
    const lock = await lockForRestore(config.dataDir);
    try {
      ({ players } = await withServer(config.dataDir, (connection) =>
        restoreDump(
          { client: connection, tools: socketConnection(connection), name: target },
          file,
          { force },
          say,
        ),
      ));
    } finally {
      await lock.release();
    }
  }
  if (keptAt) {
    console.log(
      `The database that was in DATA_DIR is kept at ${keptAt}; delete it once all is well.`,
    );
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const count = players === 1 ? '1 player' : `${players.toLocaleString('en-US')} players`;
  console.log(`Restored ${file} into ${target} (${count}) in ${seconds} s. Start Punla as usual.`);
} catch (error) {
  if (error instanceof BackupError || error instanceof DatabaseStartError) fail(error.message);
  throw error;
}

/** The first bytes of the file, which tell a backup's kind; a sentence when there is none. */
function readStart(file: string): Buffer {
  let fd: number;
  try {
    if (fs.statSync(file).isDirectory()) {
      fail(`${file} is a folder, not a backup. Nothing was changed.`);
    }
    fd = fs.openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      fail(`There is no file ${file}. Nothing was changed.`);
    }
    throw error;
  }
  try {
    const start = Buffer.alloc(8);
    const read = fs.readSync(fd, start, 0, start.length, 0);
    return start.subarray(0, read);
  } finally {
    fs.closeSync(fd);
  }
}
