import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHART_NAMES } from '@tripline/contracts';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import {
  loadFiguresHeading,
  loadFiguresRow,
  measureUnderLoad,
  postgresServer,
  startSignedInServer,
} from './bench-server.js';
import { prepareTravelBench, type TravelDataset } from './travel-dataset.js';

const SEGMENTS = Number(process.env.BENCH_CHARTS_SEGMENTS ?? 1_000_000);
const TRAVELERS = Number(process.env.BENCH_CHARTS_TRAVELERS ?? 20_000);
const SECONDS = Number(process.env.BENCH_CHARTS_SECONDS ?? 5);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const WRITES = 100;
const EMAIL = 'charts-bench@bench.test';
const PASSWORD = 'bench password 1';

const DAY_MS = 86_400_000;
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const today = new Date();
/** The dashboard's spans up to today, and the whole dataset (2025-07-01 for 730 days). */
const RANGES: [string, string][] = [
  ['30 days', `start_date=${toDay(new Date(today.getTime() - 29 * DAY_MS))}&end_date=${toDay(today)}`],
  ['12 months', `start_date=${toDay(new Date(today.getTime() - 364 * DAY_MS))}&end_date=${toDay(today)}`],
  ['2 years', 'start_date=2025-07-01&end_date=2027-06-30&interval=month'],
];

async function prepare(database: Database): Promise<{ teamId: string; dataset: TravelDataset }> {
  const dataset = await prepareTravelBench(database, {
    email: EMAIL,
    password: PASSWORD,
    teamName: 'Charts bench',
    segments: SEGMENTS,
    travelers: TRAVELERS,
    vacuumTables: ['chart_day_totals', 'chart_traveler_days', 'chart_trip_days', 'chart_period_travelers'],
    note: '(rollups filled by the triggers)',
  });
  return { teamId: dataset.teamId, dataset };
}

/** Milliseconds per single-segment insert, update (cancel) and delete, each its own statement. */
async function timeWrites(database: Database, dataset: TravelDataset, tag: string) {
  const { prefix, teamId } = dataset;
  const ids = Array.from({ length: WRITES }, (_, i) => `${prefix}${tag}-${i}`);
  const time = async (run: (id: string, i: number) => Promise<unknown>) => {
    const started = performance.now();
    for (const [i, id] of ids.entries()) await run(id, i);
    return (performance.now() - started) / ids.length;
  };
  const insert = await time((id, i) =>
    database.query(
      `insert into segments (id, team_id, trip_id, traveler_id, type, start_at, end_at, price_cents, currency,
          source_classification, status, dedupe_key)
        values ($1, $2, $3, $4, 'air', $5::timestamptz, $5::timestamptz, 12000, 'EUR', 'tmc', 'confirmed', $1)`,
      [
        id,
        teamId,
        `${prefix}trip-${((41 + i) % dataset.trips) + 1}`,
        `${prefix}tr-${((41 + i) % dataset.travelers) + 1}`,
        `2026-03-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`,
      ],
    ),
  );
  const update = await time((id) => database.query(`update segments set status = 'cancelled' where id = $1`, [id]));
  const remove = await time((id) => database.query('delete from segments where id = $1', [id]));
  return { insert, update, remove };
}

async function measureWrites(database: Database, dataset: TravelDataset) {
  const triggers = ['chart_segments_inserted', 'chart_segments_updated', 'chart_segments_deleted'];
  const alter = (action: 'enable' | 'disable') =>
    Promise.all(triggers.map((name) => database.query(`alter table segments ${action} trigger ${name}`)));
  await timeWrites(database, dataset, 'warm');
  const withTriggers = await timeWrites(database, dataset, 'with');
  await alter('disable');
  const without = await timeWrites(database, dataset, 'without');
  await alter('enable');
  const line = (label: string, value: { insert: number; update: number; remove: number }) =>
    `  ${label.padEnd(18)} insert ${value.insert.toFixed(2)} ms, cancel ${value.update.toFixed(2)} ms, delete ${value.remove.toFixed(2)} ms`;
  console.log(`  one segment per statement (${WRITES} each, a traveler with ~50 segments):`);
  console.log(line('with triggers', withTriggers));
  console.log(line('without triggers', without));
}

async function benchServer(label: string, env: NodeJS.ProcessEnv, teamId: string) {
  const server = await startSignedInServer(env, { email: EMAIL, password: PASSWORD });
  try {
    const { url, headers } = server;
    console.log(
      `\n${label}: ${CONNECTIONS} connections, ${SECONDS} s per chart and range (load ${loadavg()[0]?.toFixed(2)})`,
    );
    console.log(loadFiguresHeading('chart', 30, 'segments'));
    for (const [rangeName, query] of RANGES) {
      for (const chart of CHART_NAMES) {
        const target = `${url}/api/orgs/${teamId}/charts/${chart}?${query}`;
        const probe = await fetch(target, { headers });
        if (!probe.ok) throw new Error(`${chart}: ${probe.status} ${await probe.text()}`);
        const body = (await probe.json()) as { data: { unique: { segments: number } } };
        const figures = await measureUnderLoad(server, target, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          warmUpSeconds: WARM_UP_SECONDS,
        });
        console.log(loadFiguresRow(`${chart}, ${rangeName}`, 30, figures, body.data.unique.segments));
      }
    }
    // Requests that cannot share a computation: each asks the travel chart of another 30 days of the dataset.
    const base = `/api/orgs/${teamId}/charts/travel`;
    const someMonth = () => {
      const start = new Date(Date.parse('2025-07-01T00:00:00Z') + Math.floor(Math.random() * 700) * DAY_MS);
      return `${base}?start_date=${toDay(start)}&end_date=${toDay(new Date(start.getTime() + 29 * DAY_MS))}`;
    };
    const figures = await measureUnderLoad(server, `${url}${someMonth()}`, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      nextPath: someMonth,
    });
    console.log(loadFiguresRow('travel, 30 days, each another', 30, figures, 'varies'));
  } finally {
    await server.stop();
  }
}

async function onPglite() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tripline-charts-bench-'));
  try {
    console.log('\nPGlite (embedded):');
    const database = await openPglite(dataDir);
    let teamId: string;
    try {
      const prepared = await prepare(database);
      teamId = prepared.teamId;
      await measureWrites(database, prepared.dataset);
    } finally {
      await database.close();
    }
    await benchServer('PGlite', { DATA_DIR: dataDir }, teamId);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const serverUrl = await postgresServer();
  if (!serverUrl) {
    console.log('\nPostgreSQL: no server answered; skipped (set BENCH_DATABASE_URL).');
    return;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `tripline_charts_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'tripline-charts-bench-'));
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    console.log('\nPostgreSQL:');
    const database = openPostgres(url.toString());
    let teamId: string;
    try {
      const prepared = await prepare(database);
      teamId = prepared.teamId;
      await measureWrites(database, prepared.dataset);
    } finally {
      await database.close();
    }
    await benchServer('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, teamId);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Organisation charts: ${SEGMENTS.toLocaleString('en')} segments, ${TRAVELERS.toLocaleString('en')} travelers, one ` +
    `organisation (${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)})`,
);
if (process.env.BENCH_CHARTS_PGLITE !== '0') await onPglite();
if (process.env.BENCH_CHARTS_POSTGRES !== '0') await onPostgres();
console.log(
  '\nReproduce: npx tsx bench/charts-bench.ts (in apps/server); BENCH_CHARTS_SEGMENTS, BENCH_CHARTS_TRAVELERS, ' +
    'BENCH_CHARTS_SECONDS, BENCH_CHARTS_PGLITE=0, BENCH_CHARTS_POSTGRES=0, BENCH_DATABASE_URL',
);
