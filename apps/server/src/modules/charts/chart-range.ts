import type { ChartInterval } from '@tripline/contracts';
import { invalidFields } from '../../http/app-error.js';

const DAY_MS = 86_400_000;
/** Without dates a chart shows the last 30 days up to today (UTC). */
export const DEFAULT_RANGE_DAYS = 30;
/** The longest ranges an interval may cover, so a chart never asks for thousands of points. */
const MAX_DAYS: Record<ChartInterval, number> = { day: 366, week: 5 * 366, month: 20 * 366 };

export interface ChartRange {
  /** First and last day, YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
  interval: ChartInterval;
  /** Instants bounding the segments' start: [from, until). */
  from: Date;
  until: Date;
}

export const toDay = (date: Date) => date.toISOString().slice(0, 10);
/** A YYYY-MM-DD day at UTC midnight; an impossible day (02-31) is an invalid date, not a later one. */
function parseDay(day: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? date : new Date(Number.NaN);
}
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The interval a range reads best in: days up to a month, weeks up to half a year, then months. */
export function defaultInterval(days: number): ChartInterval {
  if (days <= 31) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}

/**
 * The range a chart covers. An open end runs to the team's latest segment (or the start day when that is
 * earlier); no dates at all means the last 30 days.
 */
export function resolveRange(
  query: { start_date?: string | undefined; end_date?: string | undefined; interval?: ChartInterval | undefined },
  latestSegmentDay: string | null,
  today: Date = new Date(),
): ChartRange {
  const fields: Record<string, string[]> = {};
  let start: Date;
  let end: Date;
  if (query.start_date) {
    start = parseDay(query.start_date);
    if (query.end_date) end = parseDay(query.end_date);
    else if (latestSegmentDay && latestSegmentDay > query.start_date) end = parseDay(latestSegmentDay);
    else end = start;
  } else {
    end = query.end_date ? parseDay(query.end_date) : parseDay(toDay(today));
    start = addDays(end, -(DEFAULT_RANGE_DAYS - 1));
  }
  if (Number.isNaN(start.getTime())) fields.start_date = ['This is not a date.'];
  if (Number.isNaN(end.getTime())) fields.end_date = ['This is not a date.'];
  if (Object.keys(fields).length) throw invalidFields(fields);
  if (end < start) throw invalidFields({ end_date: ['The end date comes before the start date.'] });

  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  const interval = query.interval ?? defaultInterval(days);
  if (days > MAX_DAYS[interval]) {
    throw invalidFields({ interval: [`A ${interval} chart covers at most ${MAX_DAYS[interval]} days.`] });
  }
  return { startDate: toDay(start), endDate: toDay(end), interval, from: start, until: addDays(end, 1) };
}

/** The first day of the interval holding a day, as PostgreSQL's date_trunc gives it (weeks start on Monday). */
export function periodStart(day: Date, interval: ChartInterval): Date {
  if (interval === 'day') return day;
  if (interval === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  return addDays(day, -((day.getUTCDay() + 6) % 7));
}

/** Every period of a range, so intervals without segments show as zeros. */
export function periodsOf(range: ChartRange): string[] {
  const out: string[] = [];
  const last = parseDay(range.endDate);
  let cursor = periodStart(parseDay(range.startDate), range.interval);
  while (cursor <= last) {
    out.push(toDay(cursor));
    cursor =
      range.interval === 'month'
        ? new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1))
        : addDays(cursor, range.interval === 'week' ? 7 : 1);
  }
  return out;
}
