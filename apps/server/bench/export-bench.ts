// `tsx bench/export-bench.ts`: exports BENCH_EXPORT_ROWS (default 1,000,000) segments of one team to .xlsx with
// the streaming writer the data explorer uses, and reports the time, the file size and the peak resident memory
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

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const TRAVELERS = 2_000;
const CHART_RUNS = Number(process.env.BENCH_CHART_RUNS ?? 10);
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1024 * 1024;

/** One organisation with travelers, trips and ROWS segments spread over 2025, in one SQL statement each. */
async function generateDataset(query: (text: string, params?: unknown[]) => Promise<unknown>, teamId: string) {
  await query(`insert into teams (id, type, name) values ($1, 'org', 'Export bench')`, [teamId]);
  await query(
    `insert into travelers (id, team_id, name, primary_email)
      select 'tr-' || g, $1, 'Traveler ' || g, 'traveler' || g || '@bench.test' from generate_series(1, $2) g`,
    [teamId, TRAVELERS],
  );
  await query(
    `insert into trips (id, team_id, traveler_id, start_at, end_at)
      select 'trip-' || g, $1, 'tr-' || g, '2025-01-01', '2025-12-31' from generate_series(1, $2) g`,
    [teamId, TRAVELERS],
  );
  await query(
    `insert into segments (id, team_id, trip_id, traveler_id, type, sub_type, provider, start_date_time,
        start_time_zone, end_date_time, end_time_zone, start_at, end_at, number_of_nights, number_of_days,
        start_name, start_city, start_country, end_name, end_city, end_country, number, confirmation_number,
        price_cents, currency, source_classification, status, dedupe_key, created_at)
      select 's-' || g, $1, 'trip-' || (g % $3 + 1), 'tr-' || (g % $3 + 1),
        (array['air','hotel','car','rail','transportation','restaurant','activity'])[g % 7 + 1],
        case when g % 7 = 1 then 'CheckIn' end,
        (array['Lufthansa','Hotel Adlon','Sixt','Deutsche Bahn','Blacklane','Nobu','Pergamon Museum'])[g % 7 + 1],
        to_char(ts at time zone 'Europe/Berlin', 'YYYY-MM-DD"T"HH24:MI:SS'), 'Europe/Berlin',
        to_char((ts + interval '2 hours') at time zone 'America/New_York', 'YYYY-MM-DD"T"HH24:MI:SS'), 'America/New_York',
        ts, ts + interval '2 hours',
        case when g % 7 = 1 then 1 + g % 4 end, case when g % 7 = 2 then 1 + g % 5 end,
        'Frankfurt Airport', 'Frankfurt', 'DE', 'John F. Kennedy International Airport', 'New York', 'US',
        'LH ' || (g % 900), upper(substr(md5(g::text), 1, 6)),
        5000 + (g * 37) % 100000, case when g % 20 = 0 then 'USD' else 'EUR' end,
        (array['tmc','ota','direct'])[g % 3 + 1], 'confirmed', 's-' || g, ts - (g % 40) * interval '1 day'
      from (select g, timestamptz '2025-01-01 00:00Z' + (g % 525600) * interval '1 minute' as ts
        from generate_series(1, $2) g) rows`,
    [teamId, ROWS, TRAVELERS],
  );
  await query('analyze');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
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
    await generateDataset((text, params) => database.query(text, params), teamId);
    console.log(
      `dataset: ${ROWS.toLocaleString('en')} segments generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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
