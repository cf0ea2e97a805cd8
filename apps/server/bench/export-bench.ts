// `tsx bench/export-bench.ts`: exports BENCH_EXPORT_ROWS (default 1,000,000) segments of one team to .xlsx and to
// CSV with the streaming writers the data explorer uses (segments from bench/travel-dataset.ts), and reports for each
// the time, rows per second, the CPU time of this process, the file size and the peak resident memory
// (process.memoryUsage().rss sampled every 50 ms); then times every chart over 30 days and over a year on the
// same data. Needs PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
// A database of its own is created and dropped; BENCH_EXPORT_KEEP=<name> keeps it under that name instead, and a
// later run with the same name (and row count) reuses it without generating the data again.
// BENCH_EXPORT_FORMATS=xlsx,csv picks the files; BENCH_CHART_RUNS=0 skips the charts.
// Targets: export < 60 s and < 300 MB; charts p99 < 300 ms.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { CHART_NAMES, type ChartName } from '@tripline/contracts';
import pg from 'pg';
import { type Database, openPostgres } from '../src/db/client.js';
import { buildChartData } from '../src/modules/charts/chart-data.js';
import { resolveRange } from '../src/modules/charts/chart-range.js';
import { aggregateSegments, travelersPerPeriod, uniqueCounts } from '../src/modules/charts/charts.repository.js';
import { writeSegmentsCsv, writeSegmentsXlsx } from '../src/modules/data-explorer/write-exports.js';
import { percentile, processCpuMs } from './bench-server.js';
import { generateTravelDataset, SEGMENTS_PER_TRIP } from './travel-dataset.js';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const CHART_RUNS = Number(process.env.BENCH_CHART_RUNS ?? 10);
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1024 * 1024;

/**
 * One organisation with the shared travel dataset spread over 2025. A hotel stay's check-out row is not
 * exported, so a quarter more segments are generated than the rows the export should write.
 */
async function generateDataset(query: (text: string, params?: unknown[]) => Promise<unknown>, teamId: string) {
  await query(`insert into teams (id, type, name) values ($1, 'org', 'Export bench')`, [teamId]);
  const made = await generateTravelDataset(query, {
    teamId,
    travelers: Math.max(100, Math.round(ROWS / 50)),
    segments: Math.ceil((ROWS * SEGMENTS_PER_TRIP) / (SEGMENTS_PER_TRIP - 1)),
    startDay: '2025-01-01',
    days: 365,
  });
  await query('analyze');
  return made;
}

const FORMATS = (process.env.BENCH_EXPORT_FORMATS ?? 'xlsx,csv').split(',') as ('xlsx' | 'csv')[];
const KEEP = process.env.BENCH_EXPORT_KEEP;

/** CPU ms used so far by each server process connected to the bench database (PostgreSQL on this machine). */
async function databaseCpu(admin: pg.Client, name: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]);
  return new Map(rows.map((row) => [row.pid, processCpuMs(row.pid) ?? 0]));
}

/** Writes one file of the team's segments and prints its figures. */
async function measureExport(
  database: Database,
  teamId: string,
  format: 'xlsx' | 'csv',
  folder: string,
  dbCpu: () => Promise<Map<number, number>>,
) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let peakHeap = 0;
  let peakBuffers = 0;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
    peakBuffers = Math.max(peakBuffers, usage.arrayBuffers);
  }, 50);
  const file = join(folder, `segments.${format}`);
  const output = createWriteStream(file);
  const cpu = process.cpuUsage();
  const dbBefore = await dbCpu();
  const started = performance.now();
  const rows = await (format === 'xlsx' ? writeSegmentsXlsx : writeSegmentsCsv)(database, teamId, output);
  await finished(output);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  let dbMs = 0;
  for (const [pid, ms] of await dbCpu()) dbMs += ms - (dbBefore.get(pid) ?? 0);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const size = (await stat(file)).size;
  console.log(
    `export: ${rows.toLocaleString('en')} rows to .${format} in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s), ` +
      `CPU ${((used.user + used.system) / 1000 / 1000).toFixed(1)} s in this process and ${(dbMs / 1000).toFixed(1)} s in PostgreSQL, ` +
      `${(size / MB).toFixed(0)} MB file, peak RSS ${(peak / MB).toFixed(0)} MB (${(baseline / MB).toFixed(0)} MB before; ` +
      `peak JS heap ${(peakHeap / MB).toFixed(0)} MB, buffers ${(peakBuffers / MB).toFixed(0)} MB)` +
      ` — target < 60 s and < 300 MB: ${seconds < 60 && peak < 300 * MB ? 'met' : 'MISSED'}; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  await rm(file);
}

async function main() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch((error: Error) => {
    console.error(`export bench: no PostgreSQL at ${serverUrl} (${error.message}); set BENCH_DATABASE_URL`);
    process.exit(1);
  });
  const name = KEEP ?? `tripline_export_bench_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_EXPORT_KEEP: lower-case letters, digits and _');
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 4 });
  const folder = await mkdtemp(join(tmpdir(), 'tripline-export-bench-'));
  try {
    await database.migrate();
    const teamId = 'bench-team';
    const started = performance.now();
    if (exists) {
      console.log(`dataset: reusing database ${name}`);
    } else {
      const made = await generateDataset((text, params) => database.query(text, params), teamId);
      console.log(
        `dataset: ${made.segments.toLocaleString('en')} segments of ${made.travelers.toLocaleString('en')} travelers generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    for (const format of FORMATS) {
      await measureExport(database, teamId, format, folder, () => databaseCpu(admin, name));
    }

    const ranges = [
      ['30 days', { start_date: '2025-06-01', end_date: '2025-06-30' }],
      ['one year', { start_date: '2025-01-01', end_date: '2025-12-31' }],
    ] as const;
    for (const [label, range] of CHART_RUNS > 0 ? ranges : []) {
      const timings: Record<string, number[]> = {};
      for (let run = 0; run < CHART_RUNS; run++) {
        for (const chart of CHART_NAMES as readonly ChartName[]) {
          const filter = {
            teamId,
            range: resolveRange(range, null),
            types: undefined,
            bookingSource: undefined,
            travelerId: undefined,
          };
          const begin = performance.now();
          const [rowsOf, unique, travelers] = await Promise.all([
            aggregateSegments(database, filter, chart),
            uniqueCounts(database, filter, chart),
            chart === 'travel' ? travelersPerPeriod(database, filter) : undefined,
          ]);
          buildChartData({ chart, range: filter.range, types: undefined, rows: rowsOf, unique, travelers });
          const list = timings[chart] ?? [];
          list.push(performance.now() - begin);
          timings[chart] = list;
        }
      }
      const all = Object.values(timings)
        .flat()
        .sort((a, b) => a - b);
      const parts = Object.entries(timings).map(([chart, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return `${chart} p50 ${percentile(sorted, 50).toFixed(0)} ms`;
      });
      console.log(
        `charts over ${label}: p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms ` +
          `(${all.length} requests; target p99 < 300 ms: ${percentile(all, 99) < 300 ? 'met' : 'MISSED'})\n  ${parts.join(', ')}`,
      );
    }
  } finally {
    await database.close();
    await rm(folder, { recursive: true, force: true });
    if (!KEEP) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
