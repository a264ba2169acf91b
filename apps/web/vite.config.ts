import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on its own server (port 8080, the local address of spec §7);
// the dev server forwards /api to it so the app always calls its own origin.
const API_DEV_TARGET = process.env.PUNLA_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
