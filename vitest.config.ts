import { defineConfig } from 'vitest/config';

// One runner for every TypeScript test; `npm test` picks projects by name.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
