import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server suite's database lives: a migrated PGlite template file, or a PostgreSQL URL. */
    database: { kind: 'pglite'; templateFile: string } | { kind: 'postgres'; url: string };
  }
}

/** The URL of one database on the same server as `serverUrl`. */
function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates once per run: into a PGlite template each test file loads, or into a fresh PostgreSQL database. */
export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.SERVER_TEST_DATABASE === 'postgres') {
    if (!serverUrl) throw new Error('The PostgreSQL project needs TEST_DATABASE_URL');
    const name = `tripline_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = withDatabase(serverUrl, name);
    const database = openPostgres(url, { max: 1 });
    await database.migrate();
    await database.close();
    project.provide('database', { kind: 'postgres', url });
    return async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // With it, the databases of its own that a test made (isolated-database.ts), named after it.
      const made = await cleanup.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 || '\\_%'`,
        [name],
      );
      for (const { datname } of made.rows) await cleanup.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'tripline-server-test-'));
  const database = wrapPglite(await PGlite.create());
  await database.migrate();
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite did not dump its data dir');
  const templateFile = join(dir, 'template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('database', { kind: 'pglite', templateFile });
  return () => rm(dir, { recursive: true, force: true });
}
