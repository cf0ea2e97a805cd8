import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type BlobStore, dataDirBlobStore } from '../blobs/blob-store.js';
import { type Database, openPglite, openPostgres } from '../db/client.js';

/** Rows read and written at once: a batch of stored originals (up to 1 MiB each) stays well under memory. */
const BATCH_ROWS = 100;

export class MigrationRefused extends Error {}

export interface MigrationReport {
  tables: { name: string; rows: number }[];
  blobs: number;
  /** Whether blobs went to another store; false when they stay in DATA_DIR/blobs. */
  blobsMoved: boolean;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables in the embedded database (drizzle's journal and the job queue's schema are not). */
async function tablesOf(source: Database): Promise<string[]> {
  const rows = await source.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

async function writableColumns(source: Database, table: string): Promise<string[]> {
  const rows = await source.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.name);
}

/** Refuses a target that holds anything at all: the copy is of a whole installation into a database of its own. */
async function checkEmpty(target: pg.Client, url: string): Promise<void> {
  const [row] = (
    await target.query<{ tables: string }>(
      `select count(*) as tables from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    )
  ).rows;
  const tables = Number(row?.tables ?? 0);
  if (tables > 0) {
    throw new MigrationRefused(
      `The database at ${redact(url)} is not empty (${tables} table${tables === 1 ? '' : 's'}). ` +
        'Give the URL of a new, empty database (CREATE DATABASE tripline).',
    );
  }
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Copies one table in batches taken in physical order (by ctid), so no batch is read twice or skipped. */
async function copyTable(source: Database, target: pg.Client, table: string): Promise<number> {
  const columns = (await writableColumns(source, table)).map(quote);
  const list = columns.join(', ');
  let after = '(0,0)';
  let copied = 0;
  for (;;) {
    const [batch] = await source.query<{ rows: string | null; last: string | null; count: number }>(
      `select json_agg(x)::text as rows, max(x.__ctid)::text as last, count(*)::int as count
         from (select ctid as __ctid, ${list} from ${quote(table)} where ctid > $1::tid order by ctid limit ${BATCH_ROWS}) x`,
      [after],
    );
    if (!batch?.rows || !batch.last) return copied;
    await target.query(
      `insert into ${quote(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
      [batch.rows],
    );
    copied += Number(batch.count);
    after = batch.last;
  }
}

/** Sets every sequence of the target where the embedded database's stands, so new ids do not collide. */
async function copySequences(source: Database, target: pg.Client): Promise<void> {
  const sequences = await source.query<{ name: string; value: string | number | null }>(
    `select sequencename as name, last_value as value from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, value } of sequences) {
    if (value === null) continue;
    await target.query('select setval($1::regclass, $2::bigint, true)', [quote(name), String(value)]);
  }
}

async function countRows(query: (text: string) => Promise<{ count: string | number }[]>, table: string) {
  const [row] = await query(`select count(*) as count from ${quote(table)}`);
  return Number(row?.count ?? 0);
}

/** Copies every blob of DATA_DIR/blobs into the configured store, one stream at a time. */
async function copyBlobs(from: BlobStore, to: BlobStore): Promise<number> {
  let copied = 0;
  for await (const key of from.keys()) {
    await to.put(key, await from.read(key));
    copied += 1;
  }
  return copied;
}

/**
 * Copies the embedded installation in `dataDir` (every table, and its blobs when `blobs` is another store) into
 * the empty PostgreSQL database at `url`, then checks that every table holds as many rows on both sides.
 * Refuses a target that is not empty, and a data dir the server holds (DataDirLockedError from its lock).
 */
export async function migrateToPostgres(options: {
  dataDir: string;
  url: string;
  /** The configured blob store; undefined when it is DATA_DIR/blobs itself. */
  blobs: BlobStore | undefined;
  log: (line: string) => void;
}): Promise<MigrationReport> {
  const { dataDir, url, log } = options;
  if (!existsSync(join(dataDir, 'pglite'))) {
    throw new MigrationRefused(`There is no embedded database in ${dataDir} (DATA_DIR) to move.`);
  }
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    await checkEmpty(target, url);
    const source = await openPglite(dataDir);
    try {
      // Both sides at the same schema: the installation's own first, then the new database from nothing.
      await source.migrate();
      const migrated = openPostgres(url, { max: 1 });
      try {
        await migrated.migrate();
      } finally {
        await migrated.close();
      }
      const tables = await tablesOf(source);
      // Rows go in as they are: foreign keys are not checked on the way and triggers (the chart rollups, whose
      // tables are copied too) do not fire, as in a restore.
      await target.query('begin');
      await target.query('set local session_replication_role = replica');
      const report: MigrationReport = { tables: [], blobs: 0, blobsMoved: Boolean(options.blobs) };
      for (const table of tables) {
        const rows = await copyTable(source, target, table);
        report.tables.push({ name: table, rows });
        if (rows > 0) log(`  ${table}: ${rows} row${rows === 1 ? '' : 's'}`);
      }
      await copySequences(source, target);
      await target.query('commit');

      const mismatched: string[] = [];
      for (const table of tables) {
        const here = await countRows((text) => source.query(text), table);
        const there = await countRows(async (text) => (await target.query(text)).rows, table);
        if (here !== there) mismatched.push(`${table} (${here} embedded, ${there} in PostgreSQL)`);
      }
      if (mismatched.length > 0) {
        throw new Error(
          `Row counts differ after the copy: ${mismatched.join(', ')}. Drop the new database and try again.`,
        );
      }
      if (options.blobs) report.blobs = await copyBlobs(dataDirBlobStore(dataDir), options.blobs);
      return report;
    } finally {
      await source.close();
    }
  } catch (error) {
    await target.query('rollback').catch(() => {});
    throw error;
  } finally {
    await target.end();
  }
}
