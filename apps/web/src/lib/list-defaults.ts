import { DEFAULT_DASHBOARD_RANGE_DAYS } from '@tripline/contracts';
import { toIsoDay } from './date-presets';

export interface TravelQuery {
  start_date?: string;
  end_date?: string;
  sort?: string;
  type?: string;
}

/**
 * The org travel list's query: without filters it shows today (UTC) sorted by start date; `fallback` is the one
 * retry with only the start date when today's list comes back empty. Filters the user chose are kept as they are.
 */
export function travelListQuery(
  query: URLSearchParams,
  now: Date = new Date(),
): { query: TravelQuery; fallback?: TravelQuery } {
  const chosen: TravelQuery = Object.fromEntries(
    ['start_date', 'end_date', 'sort', 'type'].flatMap((key) => {
      const value = query.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  if (chosen.start_date || chosen.end_date || chosen.type) return { query: chosen };
  const today = toIsoDay(now);
  const sort = chosen.sort ?? 'start_date:asc';
  return { query: { start_date: today, end_date: today, sort }, fallback: { start_date: today, sort } };
}

/** The dev dashboard's default range: the last 7 days up to today. */
export function dashboardDefaultRange(now: Date = new Date()): { start_date: string; end_date: string } {
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - DEFAULT_DASHBOARD_RANGE_DAYS);
  return { start_date: toIsoDay(start), end_date: toIsoDay(now) };
}

/** Splits the travel `type` filter, a comma-separated list. */
export function travelTypes(type: string | undefined): string[] {
  return (type ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
