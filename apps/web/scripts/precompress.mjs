// Writes gzip and brotli copies of the built text assets so the server can send them
// precompressed. Runs after `vite build`; the build's folder is apps/web/dist, or the one given
// as the first argument (a build made with `vite build --outDir <folder>`).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('../dist/', import.meta.url));
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
let rawBytes = 0;
let gzipBytes = 0;
let brotliBytes = 0;

for await (const file of walk(DIST)) {
  if (!EXTENSIONS.has(extname(file))) continue;
  const { size } = await stat(file);
  if (size <= MIN_BYTES) continue;
  const content = await readFile(file);
  const gzip = gzipSync(content, { level: 9 });
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${file}.gz`, gzip);
  await writeFile(`${file}.br`, brotli);
  count += 1;
  rawBytes += content.length;
  gzipBytes += gzip.length;
  brotliBytes += brotli.length;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `precompress: ${count} files, ${kib(rawBytes)} raw, ${kib(gzipBytes)} gzip, ${kib(brotliBytes)} brotli`,
);
