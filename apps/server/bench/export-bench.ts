// `tsx bench/export-bench.ts`: exports BENCH_EXPORT_ROWS (default 1,000,000) segments of one team to .xlsx with
// the streaming writer the data explorer uses (segments from bench/travel-dataset.ts), and reports the time, the file size and the peak resident memory
// (process.memoryUsage().rss sampled every 50 ms); then times every chart over 30 days and over a year on the
// same data. Needs PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
// A database of its own is created and dropped. Targets: export < 60 s and < 300 MB; charts p99 < 300 ms.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { CHART_NAMES, type ChartName } from '@tripline/contracts';
import pg from 'pg';
import { openPostgres } from '../src/db/client.js';
import { buildChartData } from '../src/modules/charts/chart-data.js';
import { resolveRange } from '../src/modules/charts/chart-range.js';
import { aggregateSegments, travelersPerPeriod, uniqueCounts } from '../src/modules/charts/charts.repository.js';
import { writeSegmentsXlsx } from '../src/modules/data-explorer/write-exports.js';
import { percentile } from './bench-server.js';
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

async function main() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch((error: Error) => {
    console.error(`export bench: no PostgreSQL at ${serverUrl} (${error.message}); set BENCH_DATABASE_URL`);
    process.exit(1);
  });
  const name = `tripline_export_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 4 });
  const folder = await mkdtemp(join(tmpdir(), 'tripline-export-bench-'));
  try {
    await database.migrate();
    const teamId = 'bench-team';
    let started = performance.now();
    const made = await generateDataset((text, params) => database.query(text, params), teamId);
    console.log(
      `dataset: ${made.segments.toLocaleString('en')} segments of ${made.travelers.toLocaleString('en')} travelers generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const file = join(folder, 'segments.xlsx');
    const output = createWriteStream(file);
    started = performance.now();
    const rows = await writeSegmentsXlsx(database, teamId, output);
    await finished(output);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const size = (await stat(file)).size;
    console.log(
      `export: ${rows.toLocaleString('en')} rows to .xlsx in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s), ` +
        `${(size / MB).toFixed(0)} MB file, peak RSS ${(peak / MB).toFixed(0)} MB (${(baseline / MB).toFixed(0)} MB before)` +
        ` — target < 60 s and < 300 MB: ${seconds < 60 && peak < 300 * MB ? 'met' : 'MISSED'}; load average ${loadavg()[0]?.toFixed(1)}`,
    );

    for (const [label, range] of [
      ['30 days', { start_date: '2025-06-01', end_date: '2025-06-30' }],
      ['one year', { start_date: '2025-01-01', end_date: '2025-12-31' }],
    ] as const) {
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
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
