import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseStartError } from './start-error.ts';

/** Who the database processes run as: this process's own user, or another when it is root. */
export interface PostgresUser {
  name: string;
  uid: number;
  gid: number;
  /** Options for spawning a process as this user (empty when it is the current one). */
  spawnAs: { uid?: number; gid?: number };
}

const SERVICE_USER = 'postgres';

/**
 * PostgreSQL refuses to run as root. Started as root, the database runs as the `postgres`
 * user, which is created (without a home or a login shell) when the machine has none.
 */
export function postgresUser(): PostgresUser {
  const uid = process.getuid?.() ?? -1;
  if (uid !== 0) {
    return { name: 'self', uid, gid: process.getgid?.() ?? -1, spawnAs: {} };
  }
  let ids = lookup(SERVICE_USER);
  if (!ids) {
    createServiceUser();
    ids = lookup(SERVICE_USER);
  }
  if (!ids) {
    throw new DatabaseStartError(
      `PostgreSQL does not run as root, and the user "${SERVICE_USER}" could not be created. ` +
        `Create it, start Punla as a normal user, or set DATABASE_URL.`,
    );
  }
  return { name: SERVICE_USER, ...ids, spawnAs: ids };
}

function lookup(name: string): { uid: number; gid: number } | undefined {
  return inPasswdFile(name) ?? lookupWithId(name);
}

/** The user's line in /etc/passwd, read directly: no process to start. */
function inPasswdFile(name: string): { uid: number; gid: number } | undefined {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${name}:`));
    const [, , uid, gid] = line?.split(':') ?? [];
    if (!uid || !gid || !/^\d+$/.test(uid) || !/^\d+$/.test(gid)) return undefined;
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return undefined;
  }
}

/** Users that /etc/passwd does not hold (a directory service): `id` asks the system. */
function lookupWithId(name: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function createServiceUser(): void {
  try {
    execFileSync(
      'useradd',
      ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVICE_USER],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    // Reported by the caller, which looks the user up again.
  }
}

/**
 * Gives the database user its own folders, and checks it can reach them: every folder above
 * must let it pass (a `mktemp -d` folder is mode 700, for instance).
 */
export function prepareFoldersFor(user: PostgresUser, dataDir: string, folders: string[]): void {
  for (const folder of folders) fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (user.name === 'self') return;
  // The data directory is ours: let the database user pass through it (not read it).
  const dataDirMode = fs.statSync(dataDir).mode & 0o777;
  if ((dataDirMode & 0o001) === 0) fs.chmodSync(dataDir, dataDirMode | 0o001);
  for (const folder of folders) fs.chownSync(folder, user.uid, user.gid);
  // Every folder above lets others pass: nothing to probe (the usual case, and a quick one).
  if (!firstBlockedAncestor(path.dirname(path.resolve(folders[0] ?? dataDir)))) return;
  const probe = spawnSync(
    process.execPath,
    ['-e', 'require("fs").readdirSync(process.argv[1])', folders[0] ?? dataDir],
    {
      ...user.spawnAs,
      stdio: 'ignore',
    },
  );
  if (probe.status !== 0) {
    const blocked = firstBlockedAncestor(path.dirname(path.resolve(dataDir)));
    throw new DatabaseStartError(
      `PostgreSQL runs as the user "${user.name}" (it refuses root), and that user cannot reach ` +
        `${dataDir}${blocked ? `: ${blocked} does not let other users pass` : ''}. ` +
        `Allow it (chmod o+x on that folder) or choose a DATA_DIR it can reach.`,
    );
  }
}

/** The first folder from the root down to `folder` that does not let other users pass. */
export function firstBlockedAncestor(folder: string): string | undefined {
  const chain: string[] = [];
  for (let current = folder; ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) break;
  }
  return chain.find((dir) => (fs.statSync(dir).mode & 0o001) === 0);
}
