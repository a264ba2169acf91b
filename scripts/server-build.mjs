// The server's build: its TypeScript and the contract's, bundled by esbuild into one
// JavaScript file (apps/server/dist/server.js), so that a start runs no TypeScript loader.
// Redone only when its sources change.
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inputsDigest, root, stampMatches } from './build-stamp.mjs';

// The Node.js lines the game runs on (package.json "engines"): an older one stops here with
// a sentence, not with whatever it would fail on first.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  console.error(
    `Punla needs Node.js 24, or 22 from 22.13; this is Node.js ${process.versions.node}. ` +
      'The README says how to get Node.js 24.',
  );
  process.exit(1);
}

const serverDir = path.join(root, 'apps/server');
const distDir = path.join(serverDir, 'dist');
const serverBundle = path.join(distDir, 'server.js');
const stampFile = path.join(distDir, '.build-inputs');

/** Everything the bundle is made from, this file's settings included; tests are not bundled. */
const inputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contract',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/server-build.mjs',
];
const isTest = (name) => /\.test\.tsx?$/.test(name);

/**
 * One module for both what `npm start` calls before serving (the data folder's lock) and the
 * server itself: the server takes that same lock again when it opens the database, and only
 * the same copy of the lock's code knows that its own process already holds it.
 */
const entry = [
  "export { checkPortOrExit, loadStartConfig, startServer } from './src/start-server.ts';",
  "export { acquireDataDirLock, DataDirInUseError } from './src/db/data-dir-lock.ts';",
].join('\n');

/**
 * Files the server reads at run time, found from its code's own location
 * (`import.meta.url`), which in the bundle is `dist/`:
 * - the migrations (`src/db/migrations`, next to `src/db/client.ts`) are copied to
 *   `dist/migrations`;
 * - the built web app (`../../web/dist` from `src/app.ts`) is the same folder seen from
 *   `dist/`, one level below `apps/server` as `src/` is.
 */
const copied = [{ from: 'src/db/migrations', to: 'migrations' }];

/**
 * The packages are bundled too: loaded as thousands of small files, they took most of a
 * start (docs/decisions). These stay outside, loaded from node_modules as they are:
 * - @node-rs/argon2: native code, with a binary package per platform;
 * - @fastify/swagger, @fastify/swagger-ui: read their own files (the API docs' page and
 *   assets) from their folders at run time;
 * - ioredis: names its own folder (`__dirname`) when a command fails;
 * - pg-native: pg's optional native driver, not installed.
 * The embedded PostgreSQL binaries are found at run time (`require.resolve`), not imported.
 */
const packagesOutside = new Set([
  '@node-rs/argon2',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'ioredis',
  'pg-native',
]);
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const keepOutside = {
  name: 'keep-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      packagesOutside.has(packageName(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
};

/** Every file of a folder, as paths relative to it. */
function filesIn(folder) {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/**
 * Replaces a file in one step: a server already running from `dist` (or starting from it)
 * reads either the old file or the new one, never half of one. Two builds at once write the
 * same bytes.
 */
function writeInOneStep(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, file);
}

/** Whether the built server came from the sources as they are now. */
export function serverBuildIsCurrent() {
  return fs.existsSync(serverBundle) && stampMatches(stampFile, inputsDigest(inputs, isTest));
}

/** Builds the server and records which sources it came from. */
export async function buildServer() {
  const started = performance.now();
  const digest = inputsDigest(inputs, isTest);
  // Loaded only to build: a start whose build is current never needs it.
  const esbuild = await import('esbuild');
  // Gone first, so an interrupted build is never taken for a finished one.
  fs.rmSync(stampFile, { force: true });
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: serverDir, sourcefile: 'server-entry.js' },
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    plugins: [keepOutside],
    // Bundled CommonJS packages `require` Node's own modules; an ES module has no `require`.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
    },
    write: false,
    logLevel: 'warning',
  });
  const written = new Set();
  for (const output of result.outputFiles) {
    writeInOneStep(output.path, output.contents);
    written.add(output.path);
  }
  for (const { from, to } of copied) {
    for (const file of filesIn(path.join(serverDir, from))) {
      const target = path.join(distDir, to, file);
      writeInOneStep(target, fs.readFileSync(path.join(serverDir, from, file)));
      written.add(target);
    }
  }
  // Files of an earlier build that this one no longer makes (a renamed migration, say).
  for (const file of filesIn(distDir)) {
    const full = path.join(distDir, file);
    if (!written.has(full) && full !== stampFile && !file.endsWith('.partial')) fs.rmSync(full);
  }
  fs.writeFileSync(stampFile, digest);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`The server is built (apps/server/dist, ${seconds} s).`);
}

/** Builds the server unless the built one came from the same sources. */
export async function buildServerIfStale() {
  if (serverBuildIsCurrent()) {
    console.log('The server is up to date: skipping its build.');
    return;
  }
  await buildServer();
}

/**
 * The built server's module (`entry` above). V8 keeps the code it compiles from it in a
 * cache, so a later start skips that work too.
 */
export async function loadServer() {
  module.enableCompileCache(path.join(root, 'node_modules/.cache/node-compile-cache'));
  return import(pathToFileURL(serverBundle).href);
}

// `npm run build`
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
