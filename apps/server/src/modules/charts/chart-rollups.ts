import type { ChartInterval, ChartName } from '@tripline/contracts';
import type { Database } from '../../db/client.js';
import { periodsOf, toDay } from './chart-range.js';
import {
  aggregateSegments,
  type ChartFilter,
  type ChartRow,
  chartTypes,
  travelersPerPeriod,
  uniqueCounts,
} from './charts.repository.js';

// The charts read from rollups that triggers on segments keep (db/schema-chart-rollups.ts, decision record 033):
// sums per day and key, and for the distinct counts the days of each traveler and trip. A traveler's charts and
// charts of several types at once read the segments themselves (charts.repository.ts).

export interface ChartFigures {
  rows: ChartRow[];
  unique: { travelers: number; trips: number; segments: number; tmcTravelers: number; directTravelers: number };
  travelers?: { period: string; tmc: boolean; travelers: number }[];
}

const GROUP_BY: Partial<Record<ChartName, string>> = {
  'segment-bookings': 't.type',
  'segment-costs': 't.type',
  'segment-sources': 't.source',
  'segment-purchase': 't.purchase',
};

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => toDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The day after the last of a period. */
function periodEnd(period: string, interval: ChartInterval): string {
  if (interval === 'day') return addDays(period, 1);
  if (interval === 'week') return addDays(period, 7);
  const date = new Date(`${period}T00:00:00Z`);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

/** The chart's figures: from the rollups when they can answer, else from the segments. */
export async function chartFigures(database: Database, filter: ChartFilter, chart: ChartName): Promise<ChartFigures> {
  const types = chartTypes(filter, chart);
  if (filter.travelerId || (types && types.length > 1)) {
    const [rows, unique, travelers] = await Promise.all([
      aggregateSegments(database, filter, chart),
      uniqueCounts(database, filter, chart),
      chart === 'travel' ? travelersPerPeriod(database, filter) : undefined,
    ]);
    return { rows, unique, ...(travelers ? { travelers } : {}) };
  }
  const unique = { travelers: 0, trips: 0, segments: 0, tmcTravelers: 0, directTravelers: 0 };
  if (types && types.length === 0) return { rows: [], unique, ...(chart === 'travel' ? { travelers: [] } : {}) };
  const typeKey = types?.[0] ?? '*';
  const [rows, people, trips, travelers] = await Promise.all([
    rollupRows(database, filter, chart, types?.[0]),
    rollupTravelers(database, filter, typeKey, chart === 'travel'),
    rollupTrips(database, filter, typeKey),
    chart === 'travel' ? rollupPeriodTravelers(database, filter, typeKey) : undefined,
  ]);
  unique.segments = rows.reduce((sum, row) => sum + row.segments, 0);
  unique.travelers = people.travelers;
  unique.tmcTravelers = people.tmcTravelers;
  unique.directTravelers = people.directTravelers;
  unique.trips = trips;
  return { rows, unique, ...(travelers ? { travelers: [...travelers, ...people.edges] } : {}) };
}

const sides = (filter: ChartFilter) => ({
  tmc: filter.bookingSource !== 'unmanaged',
  direct: filter.bookingSource !== 'managed',
});

/** The sums per period, side, currency and breakdown key, as aggregateSegments gives them. */
async function rollupRows(
  database: Database,
  filter: ChartFilter,
  chart: ChartName,
  type: string | undefined,
): Promise<ChartRow[]> {
  const { range } = filter;
  const params: unknown[] = [filter.teamId, range.startDate, toDay(range.until), range.interval];
  const conditions = ['t.team_id = $1', 't.day >= $2::date', 't.day < $3::date'];
  if (type) {
    params.push(type);
    conditions.push(`t.type = $${params.length}`);
  }
  if (filter.bookingSource === 'managed') conditions.push(`t.source = 'tmc'`);
  if (filter.bookingSource === 'unmanaged') conditions.push(`t.source <> 'tmc'`);
  const rows = await database.query<Record<string, unknown>>(
    `select to_char(date_trunc($4, t.day::timestamp), 'YYYY-MM-DD') as period, t.source, t.currency,
        ${GROUP_BY[chart] ?? 'null::text'} as grp,
        sum(t.segments)::int as segments, sum(t.priced)::int as priced, sum(t.spend)::bigint as spend,
        sum(t.units)::bigint as units, sum(t.nights)::bigint as nights
      from chart_day_totals t
      where ${conditions.join(' and ')}
      group by 1, 2, 3, 4
      having sum(t.segments) > 0`,
    params,
  );
  return rows.map(
    (row): ChartRow => ({
      period: String(row.period),
      tmc: row.source === 'tmc',
      currency: row.currency ? String(row.currency) : null,
      grp: row.grp == null ? null : String(row.grp),
      segments: Number(row.segments),
      priced: Number(row.priced),
      spend: Number(row.spend),
      units: Number(row.units),
      nights: Number(row.nights),
    }),
  );
}

/**
 * Distinct travelers of the range (all, managed, unmanaged) from each traveler's days; for the travel chart also
 * those of the periods the range cuts (its first and last), which the per-period counts hold whole.
 */
async function rollupTravelers(database: Database, filter: ChartFilter, typeKey: string, withEdges: boolean) {
  const { range } = filter;
  const side = sides(filter);
  const periods = withEdges ? periodsOf(range) : [];
  const until = toDay(range.until);
  const edges: { period: string; from: string; until: string }[] = [];
  for (const period of periods) {
    const end = periodEnd(period, range.interval);
    if (period < range.startDate || end > until) {
      edges.push({
        period,
        from: period < range.startDate ? range.startDate : period,
        until: end > until ? until : end,
      });
    }
  }
  const edgeRange = (index: number) => {
    const edge = edges[index];
    return edge ? `[${edge.from},${edge.until})` : 'empty';
  };
  // Each range test once per traveler (the filters below only count the booleans).
  const [row] = await database.query<Record<string, unknown>>(
    `select count(*) filter (where t or d)::int as travelers, count(*) filter (where t)::int as tmc,
        count(*) filter (where d)::int as direct, count(*) filter (where ft)::int as first_tmc,
        count(*) filter (where fd)::int as first_direct, count(*) filter (where lt)::int as last_tmc,
        count(*) filter (where ld)::int as last_direct
      from (
        select $3 and tmc_days && r.span as t, $4 and direct_days && r.span as d,
          $3 and $9 and tmc_days && r.first as ft, $4 and $9 and direct_days && r.first as fd,
          $3 and $10 and tmc_days && r.last as lt, $4 and $10 and direct_days && r.last as ld
        from chart_traveler_days,
          (select daterange($5::date, $6::date) as span, $7::daterange as first, $8::daterange as last) r
        where team_id = $1 and type_key = $2
        offset 0
      ) x`,
    [
      filter.teamId,
      typeKey,
      side.tmc,
      side.direct,
      range.startDate,
      until,
      edgeRange(0),
      edgeRange(1),
      edges.length > 0,
      edges.length > 1,
    ],
  );
  const count = (name: string) => Number(row?.[name] ?? 0);
  const edgeRows = edges.flatMap((edge, index) => {
    const prefix = index === 0 ? 'first' : 'last';
    return [
      { period: edge.period, tmc: true, travelers: count(`${prefix}_tmc`) },
      { period: edge.period, tmc: false, travelers: count(`${prefix}_direct`) },
    ];
  });
  return {
    travelers: count('travelers'),
    tmcTravelers: count('tmc'),
    directTravelers: count('direct'),
    edges: edgeRows,
  };
}

/**
 * Distinct trips of the range: those whose first counted day lies in it, and those begun before it with a day in
 * it (found among trips begun at most the team's longest trip before).
 */
async function rollupTrips(database: Database, filter: ChartFilter, typeKey: string): Promise<number> {
  const { range } = filter;
  const side = filter.bookingSource === 'managed' ? 'tmc' : filter.bookingSource === 'unmanaged' ? 'direct' : 'all';
  const days = { all: 'tmc_days + direct_days', tmc: 'tmc_days', direct: 'direct_days' }[side];
  const first = { all: 'first_day', tmc: 'lower(tmc_days)', direct: 'lower(direct_days)' }[side];
  const [row] = await database.query<{ trips: unknown }>(
    `select
        (select coalesce(sum(trips), 0) from chart_trip_firsts
          where team_id = $1 and type_key = $2 and side = $3 and day >= $4::date and day < $5::date)
        + (select count(*) from chart_trip_days
          where team_id = $1 and type_key = $2 and first_day < $4::date
            and first_day >= $4::date - (select coalesce(max(last_day - first_day), 0) from chart_trip_days where team_id = $1)
            and ${first} < $4::date and (${days}) && daterange($4::date, $5::date)) as trips`,
    [filter.teamId, typeKey, side, range.startDate, toDay(range.until)],
  );
  return Number(row?.trips ?? 0);
}

/** Distinct travelers per whole period of the range and side. */
async function rollupPeriodTravelers(database: Database, filter: ChartFilter, typeKey: string) {
  const { range } = filter;
  const side = sides(filter);
  const rows = await database.query<{ period: unknown; tmc: unknown; travelers: unknown }>(
    `select to_char(period, 'YYYY-MM-DD') as period, tmc, travelers from chart_period_travelers
      where team_id = $1 and period_interval = $2 and type_key = $3 and period >= $4::date and period < $5::date
        and travelers > 0 and (tmc and $6 or not tmc and $7)`,
    [filter.teamId, range.interval, typeKey, range.startDate, toDay(range.until), side.tmc, side.direct],
  );
  const until = toDay(range.until);
  return rows
    .map((row) => ({
      period: String(row.period),
      tmc: row.tmc === true || row.tmc === 't',
      travelers: Number(row.travelers),
    }))
    .filter((row) => periodEnd(row.period, range.interval) <= until);
}
