import { defineProject } from 'vitest/config';

// The server suite again, on the PostgreSQL server named by TEST_DATABASE_URL, in a database of its own.
export default defineProject({
  test: {
    name: 'server-pg',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { SERVER_TEST_DATABASE: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
