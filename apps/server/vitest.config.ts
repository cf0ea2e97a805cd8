import { defineProject } from 'vitest/config';

// Runs the server suite on embedded PGlite; vitest.pg.config.ts runs the same files on PostgreSQL.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { SERVER_TEST_DATABASE: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
