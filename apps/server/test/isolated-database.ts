import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres } from '../src/db/client.js';
import { openTestDatabase } from './test-app.js';

/**
 * A migrated PostgreSQL database of its own, on the server of the run's database, for a test that runs real
 * pg-boss workers: the run's database is shared by every test file at once, and a worker there would take other
 * files' jobs. Named after the run's database, which the global teardown drops with it (see global-setup.ts).
 */
export async function isolatedPostgresUrl(runUrl: string, options: { migrate?: boolean } = {}): Promise<string> {
  const url = new URL(runUrl);
  const name = `${url.pathname.slice(1)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: runUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  if (options.migrate === false) return url.toString();
  const database = openPostgres(url.toString(), { max: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return url.toString();
}

/** The test database for a test that runs real job workers: of its own on PostgreSQL, a fresh PGlite otherwise. */
export async function openIsolatedTestDatabase(): Promise<Database> {
  const target = inject('database');
  if (target.kind === 'postgres') return openPostgres(await isolatedPostgresUrl(target.url), { max: 4 });
  return openTestDatabase();
}
