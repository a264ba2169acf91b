// `npm run db:backup [-- FILE]`: writes a backup of the game's database, DATABASE_URL's or
// the embedded one in DATA_DIR, to FILE (by default a new file in `backups/` of the folder
// the command is run from), and prints the file, its size and how long it took.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../db/backup/backup-error.ts';
import { backupEmbedded, fileStamp } from '../db/backup/embedded-backup.ts';
import { backupServer } from '../db/backup/server-backup.ts';
import { DatabaseStartError } from '../db/embedded/start-error.ts';
import { loadStartConfig } from '../start-server.ts';

const USAGE = `Usage: npm run db:backup [-- FILE]
  Writes a backup of the game's database to FILE, which must not exist yet.
  With DATABASE_URL: that server's database, with pg_dump (custom format, .dump); a pg_dump
  at least as new as the server must be installed. Without: the embedded database in
  DATA_DIR (a copy of its PostgreSQL folder, .tar.gz), which needs nothing else installed;
  Punla may keep running meanwhile.
  FILE defaults to backups/punla-YYYY-MM-DDTHH-MM-SS.dump (or .tar.gz; the time in UTC)
  in the folder this is run from.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' } } });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.positionals.length > 1) fail(`Name one file.\n${USAGE}`);

const config = loadStartConfig();
const started = performance.now();
// npm runs the command in the server's workspace: a relative FILE means the user's folder.
const startFolder = process.env.INIT_CWD ?? process.cwd();
const extension = config.databaseUrl ? 'dump' : 'tar.gz';
const file = path.resolve(
  startFolder,
  args.positionals[0] ?? path.join('backups', `punla-${fileStamp(new Date())}.${extension}`),
);
if (fs.existsSync(file)) {
  fail(`${file} already exists: name another file, or move that one away. Nothing was written.`);
}
fs.mkdirSync(path.dirname(file), { recursive: true });
// Written under another name, and given its own only once complete.
const partial = `${file}.partial`;
fs.rmSync(partial, { force: true });
try {
  if (config.databaseUrl) {
    await backupServer(config.databaseUrl, partial, (line) => console.log(line));
  } else {
    const { whileRunning } = await backupEmbedded(config.dataDir, partial);
    if (whileRunning) {
      console.log(
        `Punla is running on ${config.dataDir}: the backup was copied from its database as it ran.`,
      );
    }
  }
  giveName(partial, file);
} catch (error) {
  fs.rmSync(partial, { force: true });
  if (error instanceof BackupError || error instanceof DatabaseStartError) fail(error.message);
  throw error;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Backup written: ${file} (${sizeOf(fs.statSync(file).size)}) in ${seconds} s.`);

function sizeOf(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * Gives the finished backup its name. A link, not a rename, where the file system has links:
 * a file made under that name meanwhile is never replaced.
 */
function giveName(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
    fs.rmSync(from);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST')
      throw new BackupError(`${to} was made meanwhile; the backup is not written.`);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    // A file system without links (FAT, some network shares): checked, then renamed.
    if (fs.existsSync(to))
      throw new BackupError(`${to} was made meanwhile; the backup is not written.`);
    fs.renameSync(from, to);
  }
}
