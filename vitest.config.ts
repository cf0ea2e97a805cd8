import { defineConfig } from 'vitest/config';

const resultsDir = process.env.TEST_RESULTS_DIR;

// Each workspace keeps its own vitest.config.ts; `npm test` runs them all from the root.
// With TEST_RESULTS_DIR set (CI), a JSON report is written beside the usual output for the closing summary.
export default defineConfig({
  test: {
    passWithNoTests: true,
    reporters: resultsDir ? ['default', ['json', { outputFile: `${resultsDir}/unit.json` }]] : ['default'],
    projects: [
      'packages/contracts',
      'packages/extract',
      'apps/server',
      'apps/web',
      // The server suite runs a second time on PostgreSQL when a server is given.
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.pg.config.ts'] : []),
    ],
  },
});
