import { CHART_NAMES, type ChartInterval, type ChartName, type SegmentType } from '@tripline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { buildChartData } from './chart-data.js';
import { resolveRange } from './chart-range.js';
import { chartFigures } from './chart-rollups.js';
import { aggregateSegments, type ChartFilter, travelersPerPeriod, uniqueCounts } from './charts.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small deterministic generator, so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const COLUMN_TYPES = 'text text text text text text timestamptz int int int text text text timestamptz'.split(' ');

const QUERIES: { start: string; end: string; interval?: ChartInterval }[] = [
  { start: '2026-03-01', end: '2026-03-31' },
  { start: '2026-03-04', end: '2026-03-20', interval: 'week' },
  { start: '2026-02-10', end: '2026-05-20', interval: 'month' },
  { start: '2026-01-01', end: '2026-12-31' },
  { start: '2026-03-11', end: '2026-03-11' },
];
const FILTERS: { types?: SegmentType[]; bookingSource?: 'managed' | 'unmanaged' }[] = [
  {},
  { bookingSource: 'managed' },
  { bookingSource: 'unmanaged' },
  { types: ['air'] },
  { types: ['hotel'], bookingSource: 'managed' },
  { types: [] },
];

async function expectRollupsMatchSegments(teamId: string) {
  for (const chart of CHART_NAMES as readonly ChartName[]) {
    for (const query of QUERIES) {
      for (const options of FILTERS) {
        const filter: ChartFilter = {
          teamId,
          range: resolveRange({ start_date: query.start, end_date: query.end, interval: query.interval }, null),
          types: options.types,
          bookingSource: options.bookingSource,
          travelerId: undefined,
        };
        const [rows, unique, travelers] = await Promise.all([
          aggregateSegments(t.database, filter, chart),
          uniqueCounts(t.database, filter, chart),
          chart === 'travel' ? travelersPerPeriod(t.database, filter) : undefined,
        ]);
        const input = { chart, range: filter.range, types: filter.types };
        const fromSegments = buildChartData({ ...input, rows, unique, ...(travelers ? { travelers } : {}) });
        const fromRollups = buildChartData({ ...input, ...(await chartFigures(t.database, filter, chart)) });
        expect(fromRollups, `${chart} ${JSON.stringify(query)} ${JSON.stringify(options)}`).toEqual(fromSegments);
      }
    }
  }
}

describe('chart rollups', () => {
  it('answer as the segments do while segments are written, moved, cancelled and deleted', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const next = random(29);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
    const q = t.database.query;
    // More travelers than a statement updates one by one (64), so bulk writes count their team afresh.
    const travelers = Array.from({ length: 80 }, (_, i) => `${team.id}-tr-${i}`);
    for (const id of travelers) {
      await q(`insert into travelers (id, team_id, name, primary_email) values ($1, $2, $1, $1 || '@example.test')`, [
        id,
        team.id,
      ]);
    }
    const trips: { id: string; travelerId: string }[] = [];
    for (let i = 0; i < 120; i++) {
      const travelerId = pick(travelers);
      trips.push({ id: `${team.id}-trip-${i}`, travelerId });
      await q(
        `insert into trips (id, team_id, traveler_id, start_at, end_at) values ($1, $2, $3, '2026-03-01', '2026-04-01')`,
        [`${team.id}-trip-${i}`, team.id, travelerId],
      );
    }
    let count = 0;
    /** A few random segments in one statement. */
    const insertSegments = async (n: number) => {
      const values: unknown[] = [];
      const rows: string[] = [];
      for (let i = 0; i < n; i++) {
        const trip = pick(trips);
        const type = pick(['air', 'hotel', 'hotel', 'car', 'rail', 'restaurant'] as const);
        const start = new Date(Date.UTC(2026, 1, 20) + Math.floor(next() * 60 * 24) * 3_600_000);
        const created = new Date(start.getTime() - Math.floor(next() * 30 * 24) * 3_600_000);
        const row = [
          `${team.id}-seg-${count++}`,
          team.id,
          trip.id,
          trip.travelerId,
          type,
          type === 'hotel' ? pick(['CheckIn', 'CheckIn', 'Overnight', 'CheckOut']) : null,
          start.toISOString(),
          type === 'hotel' ? pick([1, 2, 3, null]) : null,
          type === 'car' ? pick([1, 4, null]) : null,
          pick([10_000, 25_050, 7_500, null]),
          pick(['EUR', 'EUR', 'GBP', null]),
          pick(['tmc', 'ota', 'direct']),
          next() < 0.1 ? 'cancelled' : 'confirmed',
          created.toISOString(),
        ];
        rows.push(`(${row.map((_, j) => `$${values.length + j + 1}::${COLUMN_TYPES[j]}`).join(', ')})`);
        values.push(...row);
      }
      await q(
        `insert into segments (id, team_id, trip_id, traveler_id, type, sub_type, start_at, number_of_nights,
            number_of_days, price_cents, currency, source_classification, status, created_at, end_at, dedupe_key)
          select v.*, v.column7, v.column1
          from (values ${rows.join(', ')}) v`,
        values,
      );
    };
    const segmentIds = () => Array.from({ length: count }, (_, i) => `${team.id}-seg-${i}`);

    await insertSegments(300);
    for (let i = 0; i < 5; i++) await insertSegments(1);
    await expectRollupsMatchSegments(team.id);

    // Moved in time and between trips, repriced, reclassified, cancelled and restored, and a column charts
    // do not read.
    const some = () => segmentIds().filter(() => next() < 0.05);
    await q(`update segments set start_at = start_at + interval '5 days' where id = any($1)`, [some()]);
    await q(`update segments set trip_id = $2, traveler_id = $3 where id = any($1)`, [
      some(),
      trips[0]?.id,
      trips[0]?.travelerId,
    ]);
    await q(`update segments set price_cents = 9900, currency = 'USD' where id = any($1)`, [some()]);
    await q(`update segments set source_classification = 'tmc', type = 'rail', sub_type = null where id = any($1)`, [
      some(),
    ]);
    await q(`update segments set status = 'cancelled' where id = any($1)`, [some()]);
    await q(`update segments set status = 'confirmed' where id = any($1)`, [some()]);
    await q(`update segments set provider = 'Somebody' where id = any($1)`, [some()]);
    await expectRollupsMatchSegments(team.id);
    await q(`update segments set start_at = start_at + interval '20 hours' where team_id = $1`, [team.id]);
    await expectRollupsMatchSegments(team.id);

    // Deleted one by one, with their trip, and with their traveler.
    for (const id of some().slice(0, 5)) await q(`delete from segments where id = $1`, [id]);
    await q(`delete from trips where id = $1`, [trips[3]?.id]);
    await q(`delete from travelers where id = $1`, [travelers[1]]);
    await insertSegments(10);
    await expectRollupsMatchSegments(team.id);
  });

  it('go with their team', async () => {
    const owner = await t.createUser();
    const team = await t.createTeam('org', owner.id);
    const q = t.database.query;
    await q(`insert into travelers (id, team_id, name, primary_email) values ($1, $2, 'T', 't@example.test')`, [
      `${team.id}-tr`,
      team.id,
    ]);
    await q(`insert into trips (id, team_id, traveler_id, start_at, end_at) values ($1, $2, $3, now(), now())`, [
      `${team.id}-trip`,
      team.id,
      `${team.id}-tr`,
    ]);
    await q(
      `insert into segments (id, team_id, trip_id, traveler_id, type, start_at, end_at, source_classification, status,
          dedupe_key)
        values ($1, $2, $3, $4, 'air', now(), now(), 'tmc', 'confirmed', $1)`,
      [`${team.id}-seg`, team.id, `${team.id}-trip`, `${team.id}-tr`],
    );
    const left = async () =>
      Number(
        (
          await q<{ n: unknown }>(
            `select (select count(*) from chart_day_totals where team_id = $1)
              + (select count(*) from chart_traveler_days where team_id = $1)
              + (select count(*) from chart_trip_days where team_id = $1) as n`,
            [team.id],
          )
        )[0]?.n,
      );
    expect(await left()).toBeGreaterThan(0);
    await q(`delete from teams where id = $1`, [team.id]);
    expect(await left()).toBe(0);
  });
});
