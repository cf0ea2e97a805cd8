import { defineProject } from 'vitest/config';

// Runs the server suite on embedded PGlite; vitest.pg.config.ts runs the same files on PostgreSQL. Several server
// processes exist only on PostgreSQL (PGlite is one process's), so their test runs there alone, as do moving to
// PostgreSQL and several instances sharing one.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['src/http-processes.test.ts', 'src/cli/migrate-to-postgres.test.ts', 'src/several-instances.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { SERVER_TEST_DATABASE: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
