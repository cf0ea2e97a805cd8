import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest.config.ts; `npm test` runs them all from the root.
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: ['packages/contracts', 'packages/extract', 'apps/server', 'apps/web'],
  },
});
