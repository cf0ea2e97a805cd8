import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { loadFiguresHeading, loadFiguresRow, measureUnderLoad, startSignedInServer } from './bench-server.js';
import { prepareTravelBench } from './travel-dataset.js';

const _serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const SEGMENTS = Number(process.env.BENCH_TRAVEL_SEGMENTS ?? 1_000_000);
const TRAVELERS = Number(process.env.BENCH_TRAVEL_TRAVELERS ?? 20_000);
const SECONDS = Number(process.env.BENCH_TRAVEL_SECONDS ?? 10);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const EMAIL = 'travel-bench@bench.test';
const PASSWORD = 'bench password 1';
/** A busy travel day of the dataset and the week from it. */
const DAY = '2026-03-10';
const WEEK_END = '2026-03-16';

/** The lists the travel page, trip pages and dashboard ask for, as the console asks for them. */
const LISTS: [string, string][] = [
  ['baseline: GET /api/users/current', '!/api/users/current'],
  ['trips, one day', `/trips?start_date=${DAY}&end_date=${DAY}`],
  ['trips, one week', `/trips?start_date=${DAY}&end_date=${WEEK_END}`],
  ['trips, one week, managed, air', `/trips?start_date=${DAY}&end_date=${WEEK_END}&booking_source=managed&type=air`],
  ['trips, from a day on (no end)', `/trips?start_date=${DAY}`],
  ['segments/all, one day', `/segments/all?start_date=${DAY}&end_date=${DAY}`],
  ['segments/air, one week', `/segments/air?start_date=${DAY}&end_date=${WEEK_END}`],
  ['segments/hotel, one week, page 5', `/segments/hotel?start_date=${DAY}&end_date=${WEEK_END}&page=5`],
  [
    'segments/activity restaurant, one week',
    `/segments/activity?start_date=${DAY}&end_date=${WEEK_END}&activity_type=restaurant`,
  ],
  ['segments/all, one traveler', `/segments/all?start_date=2025-07-01&traveler=TRAVELER`],
  ['travel/all (map), one day', `/travel/all?start_date=${DAY}&end_date=${DAY}`],
  ['travel/trip (map), one day', `/travel/trip?start_date=${DAY}&end_date=${DAY}`],
  ['dashboard', '/dashboard'],
];

/** The processes under `pid` (the HTTP processes of a cluster), read from /proc. */
function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function isNode(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts');
  } catch {
    return false;
  }
}

/** Migrates, adds the bench user and organisation, and generates the dataset; returns the team and a traveler. */
async function prepare(database: Database): Promise<{ teamId: string; travelerId: string }> {
  const dataset = await prepareTravelBench(database, {
    email: EMAIL,
    password: PASSWORD,
    teamName: 'Travel bench',
    segments: SEGMENTS,
    travelers: TRAVELERS,
    vacuumTables: ['travelers', 'trips', 'segments'],
  });
  return { teamId: dataset.teamId, travelerId: `${dataset.prefix}tr-42` };
}

async function benchServer(label: string, env: NodeJS.ProcessEnv, teamId: string, travelerId: string) {
  const server = await startSignedInServer(env, { email: EMAIL, password: PASSWORD });
  try {
    const { url, headers } = server;
    const processes = Math.max(1, childPids(server.server.pid ?? 0).filter((pid) => isNode(pid)).length);
    console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per list, ${processes} HTTP process(es)`);
    console.log(loadFiguresHeading('list', 42, 'rows'));
    for (const [name, path] of LISTS) {
      const target = path.startsWith('!')
        ? `${url}${path.slice(1)}`
        : `${url}/api/orgs/${teamId}${path.replace('TRAVELER', travelerId)}`;
      const probe = await fetch(target, { headers });
      if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
      const body = (await probe.json()) as { data: unknown; meta?: { total?: number } };
      const rows = body.meta?.total ?? (Array.isArray(body.data) ? body.data.length : '-');
      const figures = await measureUnderLoad(server, target, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmUpSeconds: WARM_UP_SECONDS,
      });
      console.log(loadFiguresRow(name, 42, figures, rows));
    }
  } finally {
    await server.stop();
  }
}

async function onPglite() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tripline-travel-bench-'));
  try {
    console.log('\nPGlite (embedded):');
    const database = await openPglite(dataDir);
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(database);
    } finally {
      await database.close();
    }
    await benchServer('PGlite', { DATA_DIR: dataDir }, prepared.teamId, prepared.travelerId);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log('\nPostgreSQL: no server answered; skipped (set BENCH_DATABASE_URL).');
    return;
  }
  const name = `tripline_travel_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'tripline-travel-bench-'));
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    console.log('\nPostgreSQL:');
    const database = openPostgres(url.toString());
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(database);
    } finally {
      await database.close();
    }
    await benchServer(
      'PostgreSQL',
      { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      prepared.teamId,
      prepared.travelerId,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Travel lists: ${SEGMENTS.toLocaleString('en')} segments, ${TRAVELERS.toLocaleString('en')} travelers, one organisation ` +
    `(${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)})`,
);
if (process.env.BENCH_TRAVEL_PGLITE !== '0') await onPglite();
if (process.env.BENCH_TRAVEL_POSTGRES !== '0') await onPostgres();
console.log(
  '\nReproduce: npx tsx bench/travel-bench.ts (in apps/server); BENCH_TRAVEL_SEGMENTS, BENCH_TRAVEL_TRAVELERS, ' +
    'BENCH_TRAVEL_SECONDS, BENCH_TRAVEL_PGLITE=0, BENCH_TRAVEL_POSTGRES=0, BENCH_DATABASE_URL',
);
