import {
  BOOKING_SOURCE_CLASSIFICATIONS,
  type ChartData,
  type ChartName,
  PURCHASE_WINDOWS,
  SEGMENT_TYPES,
  type SegmentType,
} from '@tripline/contracts';
import { type ChartRange, periodsOf } from './chart-range.js';
import type { ChartRow } from './charts.repository.js';

type Measure = ChartData['measure'];
type Sides = { direct: number; tmc: number };

const MEASURE: Record<ChartName, Measure> = {
  travel: 'travelers',
  spend: 'cents',
  bookings: 'segments',
  'segment-bookings': 'segments',
  'hotel-nights': 'nights',
  'segment-costs': 'cents',
  'segment-sources': 'segments',
  'segment-purchase': 'segments',
};

/** The currency most priced segments use; ties go to the first in alphabetical order. */
export function dominantCurrency(rows: readonly ChartRow[]): string | null {
  const priced = new Map<string, number>();
  for (const row of rows)
    if (row.currency && row.priced) priced.set(row.currency, (priced.get(row.currency) ?? 0) + row.priced);
  let best: string | null = null;
  for (const [currency, count] of [...priced].sort(([a], [b]) => a.localeCompare(b))) {
    if (best === null || count > (priced.get(best) ?? 0)) best = currency;
  }
  return best;
}

const perUnit = (spend: number, units: number) => (units > 0 ? spend / units : null);

function groupKeys(chart: ChartName, types: readonly SegmentType[] | undefined): readonly string[] {
  if (chart === 'segment-bookings' || chart === 'segment-costs') return types ?? SEGMENT_TYPES;
  if (chart === 'segment-sources') return BOOKING_SOURCE_CLASSIFICATIONS;
  if (chart === 'segment-purchase') return PURCHASE_WINDOWS;
  return [];
}

/** Turns the database's aggregate rows into the chart's answer (amounts stay in cents). */
export function buildChartData(input: {
  chart: ChartName;
  range: ChartRange;
  types: readonly SegmentType[] | undefined;
  rows: readonly ChartRow[];
  travelers?: readonly { period: string; tmc: boolean; travelers: number }[];
  unique: { travelers: number; trips: number; segments: number; tmcTravelers: number; directTravelers: number };
}): ChartData {
  const { chart, range, rows, unique } = input;
  const measure = MEASURE[chart];
  const currency = dominantCurrency(rows);
  const money = rows.filter((row) => row.currency === currency && row.priced > 0);
  const measureOf = (row: ChartRow) => {
    if (measure === 'cents') return row.currency === currency ? row.spend : 0;
    if (measure === 'nights') return row.nights;
    return row.segments;
  };

  const points = new Map<string, Sides>(periodsOf(range).map((period) => [period, { direct: 0, tmc: 0 }]));
  const add = (target: Sides | undefined, tmc: boolean, value: number) => {
    if (!target) return;
    if (tmc) target.tmc += value;
    else target.direct += value;
  };
  if (measure === 'travelers') {
    for (const row of input.travelers ?? []) add(points.get(row.period), row.tmc, row.travelers);
  } else {
    for (const row of rows) add(points.get(row.period), row.tmc, measureOf(row));
  }

  const groups = new Map<string, Sides>(groupKeys(chart, input.types).map((key) => [key, { direct: 0, tmc: 0 }]));
  for (const row of rows) if (row.grp !== null) add(groups.get(row.grp), row.tmc, measureOf(row));

  const totals: Sides = { direct: 0, tmc: 0 };
  if (measure === 'travelers') {
    totals.direct = unique.directTravelers;
    totals.tmc = unique.tmcTravelers;
  } else {
    for (const row of rows) add(totals, row.tmc, measureOf(row));
  }

  const side = (tmc: boolean) =>
    money
      .filter((row) => row.tmc === tmc)
      .reduce((sum, row) => ({ spend: sum.spend + row.spend, units: sum.units + row.units }), { spend: 0, units: 0 });
  const managed = side(true);
  const unmanaged = side(false);
  const spend = managed.spend + unmanaged.spend;
  const managedPpu = perUnit(managed.spend, managed.units);
  const unmanagedPpu = perUnit(unmanaged.spend, unmanaged.units);
  const ppu = perUnit(spend, managed.units + unmanaged.units);

  const others = new Map<string, { spend: number; segments: number }>();
  for (const row of rows) {
    if (!row.currency || row.currency === currency || row.priced === 0) continue;
    const entry = others.get(row.currency) ?? { spend: 0, segments: 0 };
    entry.spend += row.spend;
    entry.segments += row.priced;
    others.set(row.currency, entry);
  }

  return {
    chart,
    interval: range.interval,
    start_date: range.startDate,
    end_date: range.endDate,
    measure,
    points: [...points].map(([period, sides]) => ({ period, ...sides })),
    groups: [...groups].map(([key, sides]) => ({ key, ...sides })),
    totals,
    unique: { travelers: unique.travelers, trips: unique.trips, segments: unique.segments },
    currency,
    other_currencies: [...others]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, entry]) => ({ currency: code, ...entry })),
    computed_spend: spend,
    computed_ppu: ppu === null ? null : Math.round(ppu),
    avg_diff: managedPpu === null || unmanagedPpu === null ? null : Math.round(managedPpu - unmanagedPpu),
  };
}
