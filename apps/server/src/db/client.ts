import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makeTreePrivate } from '../blobs/private-files.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded instance, when kind is pglite (pg-boss talks to it through its adapter). */
  pglite?: PGlite;
  /** The connection string, when kind is postgres. */
  url?: string;
  /** Runs raw SQL and returns rows, the same on both drivers. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs raw SQL the API asks again and again (a list page): on PostgreSQL as a named prepared statement, parsed
   * once per connection rather than per request; on the embedded database as `query`.
   */
  prepared<T = Record<string, unknown>>(text: string, params: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const INT8_OID = 20;

/** The rows of a raw statement run by `db.execute`, the same on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The name of a prepared statement: one per text, since PostgreSQL keeps each name's text for the connection. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `tl_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Opens PostgreSQL through a pool; bigint and count(*) come back as numbers, as they do from PGlite. */
export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as never,
  };
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types });
  // The API's hot statements (`prepared`) run on connections of their own that keep one generic plan per statement:
  // planning a list's statement took longer than running it, and their texts are written so that one plan serves
  // every value (decision 035). JIT compiles for queries far longer than these.
  const preparedPool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types,
    options: '-c plan_cache_mode=force_generic_plan -c jit=off -c max_parallel_workers_per_gather=0',
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    query: async (text, params) => (await pool.query(text, params)).rows,
    prepared: async (text, params) =>
      (await preparedPool.query({ name: statementName(text), text, values: params })).rows,
    migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await Promise.all([pool.end(), preparedPool.end()]);
    },
  };
}

/** Wraps an open PGlite instance; `release` runs after it closes (the data dir lock). */
export function wrapPglite(pglite: PGlite, release: () => void | Promise<void> = () => {}): Database {
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    prepared: async <T>(text: string, params: unknown[]) => (await pglite.query<T>(text, params)).rows,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        await release();
      }
    },
  };
}

/** Opens the embedded database in DATA_DIR/pglite, holding the data dir lock while open. */
export async function openPglite(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const folder = join(dataDir, 'pglite');
    const pglite = await PGlite.create(folder);
    await makeTreePrivate(folder);
    return wrapPglite(pglite, async () => {
      // Folders made while it was open (a new database's) are closed to others too, before the lock is let go.
      try {
        await makeTreePrivate(folder);
      } finally {
        release();
      }
    });
  } catch (error) {
    release();
    throw error;
  }
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else the embedded one. */
export function openDatabase(config: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openPglite(config.dataDir);
}
