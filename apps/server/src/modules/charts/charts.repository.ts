import type { ChartName, SegmentType } from '@tripline/contracts';
import type { Database } from '../../db/client.js';
import type { ChartRange } from './chart-range.js';

export interface ChartFilter {
  teamId: string;
  range: ChartRange;
  types: readonly SegmentType[] | undefined;
  bookingSource: 'managed' | 'unmanaged' | undefined;
  travelerId: string | undefined;
}

/** One aggregate row: a period, a side (managed or not), a currency and the chart's breakdown key. */
export interface ChartRow {
  period: string;
  tmc: boolean;
  currency: string | null;
  grp: string | null;
  segments: number;
  priced: number;
  spend: number;
  units: number;
  nights: number;
}

/**
 * Units a price is spread over: nights of a stay, days of a rental, otherwise the segment itself.
 * Hotel price and nights sit on every row of a stay; only its check-in row is counted (see WHERE).
 */
const UNIT = `case s.type when 'hotel' then greatest(coalesce(s.number_of_nights, 1), 1)
  when 'car' then greatest(coalesce(s.number_of_days, 1), 1) else 1 end`;

const GROUP_BY: Partial<Record<ChartName, string>> = {
  'segment-bookings': 's.type',
  'segment-costs': 's.type',
  'segment-sources': 's.source_classification',
  // Days between the booking reaching us and the departure.
  'segment-purchase': `case
    when s.start_at - s.created_at < interval '3 days' then '0-2'
    when s.start_at - s.created_at < interval '7 days' then '3-6'
    when s.start_at - s.created_at < interval '14 days' then '7-13'
    when s.start_at - s.created_at < interval '21 days' then '14-20'
    else '21+' end`,
};

/** The segment types a chart counts: the filter's, and only hotels for hotel nights; undefined is every type. */
export function chartTypes(filter: ChartFilter, chart: ChartName): readonly SegmentType[] | undefined {
  return chart === 'hotel-nights' ? (filter.types ?? ['hotel']).filter((t) => t === 'hotel') : filter.types;
}

/** The WHERE of every chart query: the team's confirmed segments starting in the range, one row per stay. */
function whereOf(filter: ChartFilter, chart: ChartName): { text: string; params: unknown[] } {
  const params: unknown[] = [filter.teamId, filter.range.from.toISOString(), filter.range.until.toISOString()];
  const conditions = [
    's.team_id = $1',
    's.start_at >= $2',
    's.start_at < $3',
    `s.status = 'confirmed'`,
    `(s.sub_type is null or s.sub_type not in ('CheckOut', 'Overnight'))`,
  ];
  const types = chartTypes(filter, chart);
  if (types) {
    params.push(types);
    conditions.push(`s.type = any($${params.length}::text[])`);
  }
  if (filter.bookingSource === 'managed') conditions.push(`s.source_classification = 'tmc'`);
  if (filter.bookingSource === 'unmanaged') conditions.push(`s.source_classification <> 'tmc'`);
  if (filter.travelerId) {
    params.push(filter.travelerId);
    conditions.push(`s.traveler_id = $${params.length}`);
  }
  return { text: conditions.join(' and '), params };
}

const PERIOD = (n: number) => `date_trunc($${n}, s.start_at at time zone 'UTC')`;
const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const isTmc = (value: unknown) => value === 'tmc';

/**
 * Straight from the segments (a traveler's charts, several types at once, and the reference the rollups are tested
 * against; see chart-rollups.ts).
 * Counts, spend, units and nights per period, booking source, currency and breakdown key, summed by the database.
 * Grouped on plain columns (the source, not "is it tmc") and formatted outside, so the planner estimates few
 * groups and hashes them instead of sorting every row.
 */
export async function aggregateSegments(database: Database, filter: ChartFilter, chart: ChartName) {
  const where = whereOf(filter, chart);
  const params = [...where.params, filter.range.interval];
  const rows = await database.query<Record<string, unknown>>(
    `select ${DAY('g.period')} as period, g.source, g.currency, g.grp, g.segments, g.priced, g.spend, g.units, g.nights
      from (
        select ${PERIOD(params.length)} as period,
          s.source_classification as source,
          s.currency,
          ${GROUP_BY[chart] ?? 'null::text'} as grp,
          count(*)::int as segments,
          count(s.price_cents)::int as priced,
          coalesce(sum(s.price_cents), 0)::bigint as spend,
          coalesce(sum(case when s.price_cents is not null then ${UNIT} end), 0)::bigint as units,
          coalesce(sum(s.number_of_nights), 0)::bigint as nights
        from segments s
        where ${where.text}
        group by 1, 2, 3, 4
      ) g`,
    params,
  );
  return rows.map(
    (row): ChartRow => ({
      period: String(row.period),
      tmc: isTmc(row.source),
      currency: row.currency == null ? null : String(row.currency),
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
 * Distinct travelers per period and side, for the travel chart: first one row per period, side and traveler
 * (hashed), then counted; count(distinct) would sort every segment.
 */
export async function travelersPerPeriod(database: Database, filter: ChartFilter) {
  const where = whereOf(filter, 'travel');
  const params = [...where.params, filter.range.interval];
  const rows = await database.query<{ period: unknown; tmc: unknown; travelers: unknown }>(
    `select ${DAY('t.period')} as period, t.tmc, count(*)::int as travelers
      from (
        select ${PERIOD(params.length)} as period, s.source_classification = 'tmc' as tmc, s.traveler_id
        from segments s where ${where.text} group by 1, 2, 3
      ) t
      group by t.period, t.tmc`,
    params,
  );
  return rows.map((row) => ({
    period: String(row.period),
    tmc: row.tmc === true || row.tmc === 't',
    travelers: Number(row.travelers),
  }));
}

/**
 * Distinct travelers (overall and per side), trips and segments of the whole selection. A trip belongs to one
 * traveler, so one hashed row per trip carries everything; the distinct travelers are then counted over trips.
 */
export async function uniqueCounts(database: Database, filter: ChartFilter, chart: ChartName) {
  const where = whereOf(filter, chart);
  const [row] = await database.query<Record<string, unknown>>(
    `select count(distinct t.traveler_id)::int as travelers,
        count(*)::int as trips,
        coalesce(sum(t.segments), 0)::int as segments,
        count(distinct t.traveler_id) filter (where t.has_tmc)::int as tmc_travelers,
        count(distinct t.traveler_id) filter (where t.has_direct)::int as direct_travelers
      from (
        select s.traveler_id, s.trip_id, count(*) as segments,
          bool_or(s.source_classification = 'tmc') as has_tmc,
          bool_or(s.source_classification <> 'tmc') as has_direct
        from segments s where ${where.text}
        group by s.traveler_id, s.trip_id
      ) t`,
    where.params,
  );
  return {
    travelers: Number(row?.travelers ?? 0),
    trips: Number(row?.trips ?? 0),
    segments: Number(row?.segments ?? 0),
    tmcTravelers: Number(row?.tmc_travelers ?? 0),
    directTravelers: Number(row?.direct_travelers ?? 0),
  };
}

/** The day the team's latest segment starts, for charts with an open end. */
export async function latestSegmentDay(database: Database, teamId: string): Promise<string | null> {
  const [row] = await database.query<{ day: unknown }>(
    `select to_char(max(start_at) at time zone 'UTC', 'YYYY-MM-DD') as day from segments where team_id = $1`,
    [teamId],
  );
  return row?.day == null ? null : String(row.day);
}

/** Whether a traveler id belongs to the team. */
export async function isTeamTraveler(database: Database, teamId: string, travelerId: string): Promise<boolean> {
  const rows = await database.query(`select 1 from travelers where team_id = $1 and id = $2 limit 1`, [
    teamId,
    travelerId,
  ]);
  return rows.length > 0;
}
