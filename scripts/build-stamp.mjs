// Which sources a build came from: a digest of its input files, kept in a stamp file beside
// the output. A start compares the two and rebuilds only when they differ.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Outputs and caches that live beside the sources. */
const skipped = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/**
 * Every file under `relative` (a folder or a single file), sorted, as paths from the root;
 * names `ignore` accepts are left out.
 */
function filesUnder(relative, ignore) {
  const full = path.join(root, relative);
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name) && !entry.name.endsWith('.tsbuildinfo'))
    .filter((entry) => !ignore(entry.name))
    .flatMap((entry) => filesUnder(path.join(relative, entry.name), ignore))
    .sort();
}

/**
 * A digest of every input file's path and content: it changes exactly when the build would.
 * `inputs` are folders or files relative to the root.
 */
export function inputsDigest(inputs, ignore = () => false) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(input, ignore))) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Whether `stampFile` records `digest`: the build beside it came from these sources. */
export function stampMatches(stampFile, digest) {
  try {
    return fs.readFileSync(stampFile, 'utf8') === digest;
  } catch {
    return false;
  }
}
