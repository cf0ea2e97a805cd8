import { defineProject } from 'vitest/config';

// Runs the server suite on embedded PGlite; vitest.pg.config.ts runs the same files on PostgreSQL. Several server
// processes exist only on PostgreSQL (PGlite is one process's), so their test runs there alone.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['src/http-processes.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { SERVER_TEST_DATABASE: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
