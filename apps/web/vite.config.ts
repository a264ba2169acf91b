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
 * The icons both the landing page and the login and sign-up forms show: with the guest frame,
 * so that neither loads the other's file for them.
 */
const GUEST_ICONS =
  /\/@tabler\/icons-react\/dist\/esm\/icons\/Icon(Login2|UserPlus|Plant2|Seedling)\.mjs$/;

/**
 * Chunks grouped by the screens that need them first, instead of one small file per shared
 * module (about ninety requests before My Tree could ask for its data): the first script; the
 * app (React, the router, the providers); the schema library; the guest frame; the landing page;
 * the login and sign-up forms; the player's frame with My Tree. A later screen loads a group's
 * file when it shares a module with it. The landing page leaves out the forms' code, and the
 * login and sign-up forms show without the schema library.
 */
const chunkGroups = [
  // The first script and what it imports stay together, small, with the entry.
  { name: 'index', tags: ['$initial' as const], priority: 60 },
  { name: 'app', test: screens('app/start.tsx'), priority: 50 },
  { name: 'schemas', test: schemaLibrary, priority: 40 },
  {
    name: 'guest',
    test: (id: string) =>
      screens('app/layouts/guest-layout.tsx')(id) || GUEST_ICONS.test(slashed(id)),
    priority: 30,
  },
  { name: 'landing', test: screens('features/landing/pages/landing-page.tsx'), priority: 27 },
  {
    name: 'account-forms',
    test: screens(
      'features/accounts/pages/login-page.tsx',
      'features/accounts/pages/signup-page.tsx',
    ),
    priority: 25,
  },
  {
    name: 'player',
    test: screens('app/layouts/player-layout.tsx', 'screens/my-tree/my-tree-page.tsx'),
    priority: 20,
  },
];

/**
 * Links the app's code (the chunk of `app/start.tsx`, with the chunks it imports and its
 * styles) from the page itself, so that the browser fetches it beside the small first script
 * instead of after it has run.
 */
function preloadAppCode(file: string): Plugin {
  return {
    name: 'punla-preload-app-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const app = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => slashed(id).endsWith(`/src/${file}`)),
        );
        if (!app) throw new Error(`No chunk holds src/${file}.`);
        const entry = context.chunk?.fileName;
        const scripts = [app.fileName, ...app.imports].filter((name) => name !== entry);
        const styles = [...(app.viteMetadata?.importedCss ?? [])];
        return [
          ...scripts.map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          })),
          ...styles.map((name) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${name}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile(BUILD_ID), preloadAppCode('app/start.tsx')],
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
