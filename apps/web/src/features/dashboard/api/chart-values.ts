import { type ChartData, SPEND_DIVISOR } from '@tripline/contracts';
import { formatNumber } from '../../../lib/format';

/** A measure for display: money from cents to units (spec §9), counts as they are; compact from 100000. */
export function displayValue(value: number, measure: ChartData['measure']): number {
  return measure === 'cents' ? value / SPEND_DIVISOR : value;
}

/** "12,345.5 EUR", "1.2M EUR" or "42". */
export function formatMeasure(value: number, measure: ChartData['measure'], currency: string | null): string {
  const text = formatNumber(displayValue(value, measure));
  return measure === 'cents' && currency ? `${text} ${currency}` : text;
}

/** A money figure in cents of the chart's currency, or a dash when there is none. */
export function formatCents(cents: number | null, currency: string | null): string {
  if (cents === null) return '–';
  const text = formatNumber(cents / SPEND_DIVISOR);
  return currency ? `${text} ${currency}` : text;
}

/** Seconds since 1970 of each period's first day, as uPlot's time axis wants them. */
export function periodSeconds(data: Pick<ChartData, 'points'>): number[] {
  return data.points.map((point) => Date.parse(`${point.period}T00:00:00Z`) / 1000);
}

/** The room a time label ("2026-05", "11-26") needs on the axis, in CSS pixels. */
const TICK_LABEL_PX = 56;

/**
 * Where the time axis of a chart `plotWidth` pixels wide puts its ticks: at the starts of its periods (`x`, in
 * seconds), every one, or every second, third… from the first, so that labels never crowd. uPlot's own month ticks
 * step by whole months only when asked in its 30-day months, and a step of two 28-day months gave one month, then
 * two; these ticks are the periods themselves, so a label always names a period the chart sums.
 */
export function periodTicks(x: readonly number[], plotWidth: number): number[] {
  if (x.length < 2) return [...x];
  const perPeriod = plotWidth / (x.length - 1);
  const every = Math.max(1, Math.ceil(TICK_LABEL_PX / perPeriod));
  return x.filter((_, index) => index % every === 0);
}

/** The managed (tmc) and unmanaged (direct) values of points or groups, in display units. */
export function sideSeries(
  rows: readonly { tmc: number; direct: number }[],
  measure: ChartData['measure'],
): { managed: number[]; unmanaged: number[] } {
  return {
    managed: rows.map((row) => displayValue(row.tmc, measure)),
    unmanaged: rows.map((row) => displayValue(row.direct, measure)),
  };
}
