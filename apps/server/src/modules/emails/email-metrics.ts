import type { GetEmailMetricsResponse } from '@tripline/contracts';
import { EMAIL_METRIC_LABELS } from '@tripline/contracts';
import type { Db } from '../../db/client.js';
import { isParseOutcome } from './email-lifecycle.js';
import { countEmailsByDay, dayStart, nextDay } from './emails.repository.js';

const DAY_MS = 86_400_000;
/** The dashboard's default range (spec §9). */
export const DEFAULT_METRIC_DAYS = 7;
const MAX_METRIC_DAYS = 366;

/** The days of a range, YYYY-MM-DD; the last DEFAULT_METRIC_DAYS days up to today when none is given. */
export function metricDays(start: string | undefined, end: string | undefined, today = new Date()): string[] {
  const last = end ?? today.toISOString().slice(0, 10);
  const first =
    start ?? new Date(dayStart(last).getTime() - (DEFAULT_METRIC_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const days: string[] = [];
  for (
    let at = dayStart(first).getTime();
    at <= dayStart(last).getTime() && days.length < MAX_METRIC_DAYS;
    at += DAY_MS
  ) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** Received, parsed, failed and filtered emails per day of a range. */
export async function emailMetrics(db: Db, teamId: string, days: string[]): Promise<GetEmailMetricsResponse['data']> {
  const first = days[0];
  const last = days.at(-1);
  const counts = first && last ? await countEmailsByDay(db, teamId, dayStart(first), nextDay(last)) : [];
  const series = Object.fromEntries(EMAIL_METRIC_LABELS.map((label) => [label, days.map(() => 0)])) as Record<
    (typeof EMAIL_METRIC_LABELS)[number],
    number[]
  >;
  const position = new Map(days.map((day, index) => [day, index]));
  for (const { day, status, total } of counts) {
    const index = position.get(day);
    if (index === undefined) continue;
    series.received[index] = (series.received[index] ?? 0) + total;
    if (isParseOutcome(status)) series[status][index] = (series[status][index] ?? 0) + total;
  }
  return { dataSet: EMAIL_METRIC_LABELS.map((label) => ({ label, data: series[label] })), labels: days };
}
