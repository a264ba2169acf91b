/**
 * Lets eslint-plugin-boundaries see through the web app's import aliases (`#shared/…`,
 * `#features/…`: the "imports" of apps/web/package.json). The node resolver it uses by default
 * does not read "imports", so an aliased import would count as an outside package and a
 * feature could import another unnoticed. Node's own resolution reads them as Vite and
 * TypeScript do.
 */
// ESLint loads resolvers with require(), so this file is CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRequire } = require('node:module');

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  if (!source.startsWith('#')) return { found: false };
  try {
    return { found: true, path: createRequire(file).resolve(source) };
  } catch {
    return { found: false };
  }
};
