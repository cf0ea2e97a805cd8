import { defineConfig } from 'vitest/config';

const resultsDir = process.env.TEST_RESULTS_DIR;

// Browser tests: build the console, start the real server on a free port with a temporary data directory,
// and drive Debian's Chromium through playwright-core. Screenshots land in e2e/artifacts/.
export default defineConfig({
  test: {
    name: 'web-e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // With TEST_RESULTS_DIR set (CI), a JSON report joins the others for the closing summary.
    reporters: resultsDir ? ['default', ['json', { outputFile: `${resultsDir}/web-e2e.json` }]] : ['default'],
  },
});
