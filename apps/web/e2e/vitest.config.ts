import { defineConfig } from 'vitest/config';

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
  },
});
