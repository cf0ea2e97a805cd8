// `npm run bench -w apps/server` (last): traveler import throughput. Writes a CSV of BENCH_IMPORT_ROWS people
// (default 100,000; one in fifty with an extra address, one in a thousand without a valid one), stores it as an
// uploaded import and runs the import job's code on it, on a fresh embedded PGlite and on PostgreSQL when one
// answers (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
// Each database imports the file twice: once into an empty team (all created), once again (all skipped).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { dataDirBlobStore } from '../src/blobs/blob-store.js';
import { type Database, openPostgres, wrapPglite } from '../src/db/client.js';
import { createTeamWithOwner } from '../src/modules/teams/teams.repository.js';
import { processTravelerImport } from '../src/modules/travelers/process-traveler-import.js';
import {
  findTravelerImport,
  importPartKey,
  insertTravelerImport,
  updateTravelerImport,
} from '../src/modules/travelers/traveler-imports.repository.js';
import { insertUser } from '../src/modules/users/users.repository.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const logger = pino({ level: 'silent' });

function makeCsv(rows: number): Buffer {
  const lines = ['First name,Last name,Email,Employee ID,Department,Extra emails'];
  for (let i = 1; i <= rows; i++) {
    const email = i % 1000 === 0 ? `broken-${i}` : `person${i}@bench.test`;
    const extra = i % 50 === 0 ? `person${i}@home.bench.test` : '';
    lines.push(`First${i},Last${i},${email},E${i},Dept ${i % 40},${extra}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function runOnce(database: Database, dataDir: string, teamId: string, file: Buffer) {
  const blobs = dataDirBlobStore(dataDir);
  const row = await insertTravelerImport(database.db, {
    teamId,
    createdBy: null,
    fileName: 'bench.csv',
    format: 'csv',
  });
  await blobs.put(importPartKey(row.id, 0), file);
  await updateTravelerImport(database.db, row.id, {
    partCount: 1,
    byteSize: file.length,
    mapping: { first_name: 0, last_name: 1, email: 2, employee_id: 3, department: 4, extra_emails: 5 },
  });
  const started = performance.now();
  await processTravelerImport({ database, blobs, logger }, row.id);
  const seconds = (performance.now() - started) / 1000;
  const done = await findTravelerImport(database.db, row.id);
  if (done?.status !== 'Processed') throw new Error(`import ended ${done?.status}: ${done?.failureReason}`);
  return { seconds, done };
}

async function bench(label: string, database: Database) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tripline-import-bench-'));
  try {
    const user = await insertUser(database.db, {
      email: `bench-${randomBytes(4).toString('hex')}@bench.test`,
      passwordHash: null,
      firstName: null,
      globalRole: null,
      emailVerified: true,
    });
    const team = await createTeamWithOwner(database.db, { type: 'org', name: 'Import bench' }, user.id);
    const file = makeCsv(ROWS);
    for (const pass of ['first import', 'same file again']) {
      const { seconds, done } = await runOnce(database, dataDir, team.id, file);
      const counts = `created ${done.createdCount}, updated ${done.updatedCount}, skipped ${done.skippedCount}, errors ${done.errorCount}`;
      console.log(
        `${label.padEnd(10)} ${pass.padEnd(16)} ${ROWS} rows (${(file.length / 1024 / 1024).toFixed(1)} MB) in ${seconds.toFixed(1)} s: ` +
          `${Math.round(ROWS / seconds)} rows/s (${counts})`,
      );
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`traveler import bench: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}`);
  const pglite = wrapPglite(await PGlite.create());
  await pglite.migrate();
  await bench('pglite', pglite);
  await pglite.close();

  const baseUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`postgres   skipped: nothing answers at ${baseUrl.replace(/\/\/[^@]*@/, '//')}`);
    return;
  }
  const name = `tripline_import_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), { max: 4 });
    await database.migrate();
    await bench('postgres', database);
    await database.close();
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

await main();
