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
  },
});
