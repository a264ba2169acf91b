import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on its own server (port 8080, the local address of docs/spec-notes.md §7);
// the dev server forwards /api to it so the app always calls its own origin.
const API_DEV_TARGET = process.env.PUNLA_API_URL ?? 'http://localhost:8080';

/**
 * The id of this build. The app knows its own (`__PUNLA_BUILD_ID__`) and compares it with the
 * deployed one in /version.json to offer a reload when a newer version is out.
 */
const BUILD_ID =
  process.env.PUNLA_BUILD_ID ??
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Writes dist/version.json (and serves it in development) with the build id. */
function versionFile(buildId: string): Plugin {
  const source = `${JSON.stringify({ buildId })}\n`;
  return {
    name: 'punla-version-file',
    configureServer(server) {
      server.middlewares.use('/version.json', (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.setHeader('cache-control', 'no-store');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source });
    },
  };
}

/** A module id's path with forward slashes, to test it the same way on every system. */
const slashed = (id: string) => id.replaceAll('\\', '/');

/**
 * A group made of the given screens' modules: each takes along everything they import that an
 * earlier group (or the entry) has not taken.
 */
function screens(...files: string[]) {
  return (id: string) => files.some((file) => slashed(id).endsWith(`/src/${file}`));
}

/**
 * The schema library, with the schemas of the login and sign-up forms (and what they import).
 * The contract's other schemas go with the screens that use them: building them all at once
 * would cost the first screen time for schemas it never reads.
 */
function schemaLibrary(id: string): boolean {
  const path = slashed(id);
  return path.includes('/node_modules/zod/') || path.endsWith('/account-schemas-module.ts');
}

/**
 * Chunks grouped by the screens that need them first, instead of one small file per shared
 * module (about ninety requests before My Tree could ask for its data): the schema library; the
 * guest frame with the login and sign-up forms; the landing page;
 * the player's frame with My Tree. A later screen loads a group's file when it shares a module
 * with it. The schema library is apart so that the login and sign-up forms show without it.
 */
const chunkGroups = [
  // What the entry loads before anything shows stays together, with the entry.
  { name: 'app', tags: ['$initial' as const], priority: 50 },
  { name: 'schemas', test: schemaLibrary, priority: 40 },
  {
    name: 'guest',
    test: screens(
      'app/layouts/guest-layout.tsx',
      'features/accounts/pages/login-page.tsx',
      'features/accounts/pages/signup-page.tsx',
    ),
    priority: 30,
  },
  { name: 'landing', test: screens('features/landing/pages/landing-page.tsx'), priority: 25 },
  {
    name: 'player',
    test: screens('app/layouts/player-layout.tsx', 'screens/my-tree/my-tree-page.tsx'),
    priority: 20,
  },
];

export default defineConfig({
  plugins: [react(), versionFile(BUILD_ID)],
  define: {
    __PUNLA_BUILD_ID__: JSON.stringify(BUILD_ID),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_DEV_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_DEV_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
