import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    // The migrated database template the server's API tests use.
    globalSetup: ['../apps/server/test/global-setup.ts'],
    // Two cores: one browser at a time keeps the timings honest.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
