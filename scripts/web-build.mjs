// The web app's build (`apps/web/dist`), redone only when its sources change.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsDigest, root, stampMatches } from './build-stamp.mjs';

/** Everything the web build reads. */
const inputs = ['apps/web', 'packages/contract', 'package-lock.json', 'tsconfig.base.json'];
const distDir = path.join(root, 'apps/web/dist');
const stampFile = path.join(distDir, '.build-inputs');

/** Whether the built web app came from the sources as they are now. */
export function webBuildIsCurrent() {
  return (
    fs.existsSync(path.join(distDir, 'index.html')) && stampMatches(stampFile, inputsDigest(inputs))
  );
}

/** Builds the web app and records which sources it came from. */
export function buildWeb() {
  const digest = inputsDigest(inputs);
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
export function buildWebIfStale() {
  if (webBuildIsCurrent()) {
    console.log('The web app is up to date: skipping its build.');
    return;
  }
  buildWeb();
}

// `npm run build`
if (process.argv[1] === fileURLToPath(import.meta.url)) buildWeb();
