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

/** The screens a guest opens first: the guest frame and the account forms. */
const GUEST_SCREENS =
  /\/src\/(app\/layouts\/guest-layout|app\/shell\/guest-header|features\/accounts\/(pages\/(login|signup|verify-account|forgot-password|reset-password|google-callback)-page|components|api\/(login|signup|google|auth-session|verify-email|request-verification|forgot-password|reset-password)))/;

/** The player's frame and home (My Tree): what every visit to the player area loads. */
const PLAYER_HOME =
  /\/src\/(app\/layouts\/(player-layout|game-shell|page-frame|player-session-sync)|app\/shell\/|app\/pages\/my-tree\/|features\/(planted-trees|wallet|trivia|music|referrals\/hooks)\/)/;

/**
 * Chunks grouped by when they are first needed, instead of one small file per shared module
 * (about ninety requests before My Tree could ask for its data): the schema library and the
 * contract's schemas; the guest's account screens; the player's frame with My Tree. Each group
 * takes the libraries its modules use that the first screen does not already have; a later
 * page loads a group's file if it shares a module with it. The schema library is apart so the
 * login and sign-up screens can show before it arrives.
 */
const chunkGroups = [
  // What the entry loads before anything shows stays together, with the entry.
  { name: 'app', tags: ['$initial' as const], priority: 50 },
  {
    name: 'schemas',
    test: (id: string) =>
      /node_modules\/zod\/|packages\/contract\/src\/(?!paths\.ts)/.test(slashed(id)),
    priority: 40,
  },
  { name: 'guest', test: (id: string) => GUEST_SCREENS.test(slashed(id)), priority: 30 },
  { name: 'player', test: (id: string) => PLAYER_HOME.test(slashed(id)), priority: 20 },
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
