import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Everything the web build reads. */
const inputs = ['apps/web', 'packages/contract', 'package-lock.json', 'tsconfig.base.json'];
/** Outputs and caches that live beside the sources. */
const skipped = new Set(['node_modules', 'dist', '.vite', 'coverage']);
const stampFile = path.join(root, 'apps/web/dist/.build-inputs');

function filesUnder(relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name) && !entry.name.endsWith('.tsbuildinfo'))
    .flatMap((entry) => filesUnder(path.join(relative, entry.name)))
    .sort();
}

/** A digest of every input file's path and content: it changes exactly when the build would. */
function inputsDigest(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Builds the web app and records which sources it came from. */
export function buildWeb(): void {
  const digest = inputsDigest();
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@punla/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The web app did not build (see above).');
    process.exit(build.status ?? 1);
  }
  fs.writeFileSync(stampFile, digest);
}

/**
 * Builds the web app unless the built one came from the same sources: a second start with
 * nothing changed goes straight to serving. The build empties `dist`, stamp included, so a
 * failed or interrupted build is never taken for a finished one.
 */
export function buildWebIfStale(): void {
  const digest = inputsDigest();
  const built = fs.existsSync(path.join(root, 'apps/web/dist/index.html'));
  if (built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === digest) {
    console.log('The web app is up to date: skipping its build.');
    return;
  }
  buildWeb();
}

// `npm run build`
if (process.argv[1] === fileURLToPath(import.meta.url)) buildWeb();
