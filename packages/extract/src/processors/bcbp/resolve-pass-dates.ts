import type { BcbpPass } from './parse-bcbp.js';

/** A calendar day without time or zone. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * A pass may reach us a little after its flight (a forward, a late import, the difference between UTC and
 * local dates), so a flight day up to this many days before the reference still counts as this year's.
 */
const LATE_ARRIVAL_DAYS = 2;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The day of a year that a day-of-year number names; undefined for a number past the year's end. */
export function dayFromOrdinal(year: number, dayOfYear: number): CalendarDay | undefined {
  if (dayOfYear < 1 || dayOfYear > (isLeapYear(year) ? 366 : 365)) return undefined;
  const date = new Date(Date.UTC(year, 0, dayOfYear));
  return { year, month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function toUtcMs(day: CalendarDay): number {
  return Date.UTC(day.year, day.month - 1, day.day);
}

/** `YYYY-MM-DD`. */
export function formatCalendarDay(day: CalendarDay): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** The calendar day of a Date as seen in UTC (the context dates we get are instants). */
export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The first day with this day-of-year on or after `notBefore`. */
export function resolveDayOfYear(dayOfYear: number, notBefore: CalendarDay): CalendarDay | undefined {
  for (let year = notBefore.year; year <= notBefore.year + 8; year++) {
    const candidate = dayFromOrdinal(year, dayOfYear);
    if (candidate && toUtcMs(candidate) >= toUtcMs(notBefore)) return candidate;
  }
  return undefined;
}

/** The latest day, not after `reference`, whose year ends in `yearDigit` (a pass is issued before it is used). */
export function resolveIssueDate(
  yearDigit: number,
  dayOfYear: number,
  reference: CalendarDay,
): CalendarDay | undefined {
  let year = reference.year - ((((reference.year - yearDigit) % 10) + 10) % 10);
  for (let tries = 0; tries < 3; tries++, year -= 10) {
    const candidate = dayFromOrdinal(year, dayOfYear);
    if (candidate && toUtcMs(candidate) <= toUtcMs(reference) + LATE_ARRIVAL_DAYS * 86_400_000) return candidate;
  }
  return undefined;
}

function shiftDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(toUtcMs(day) + days * 86_400_000);
  return calendarDayOf(date);
}

/**
 * The date of each leg's flight. The pass only gives a day of the year: it is placed on or after the date
 * of issue when the pass carries one, else near the reference (when the pass was received).
 */
export function resolveFlightDays(pass: BcbpPass, reference: CalendarDay | undefined): (CalendarDay | undefined)[] {
  const issued = resolvePassIssueDate(pass, reference);
  const notBefore = issued ?? (reference ? shiftDays(reference, -LATE_ARRIVAL_DAYS) : undefined);
  return pass.legs.map((leg) =>
    leg.dayOfFlight !== undefined && notBefore ? resolveDayOfYear(leg.dayOfFlight, notBefore) : undefined,
  );
}

/** The date of issue, resolved against the reference. */
export function resolvePassIssueDate(pass: BcbpPass, reference: CalendarDay | undefined): CalendarDay | undefined {
  const issue = pass.unique?.dateOfIssue;
  return issue && reference ? resolveIssueDate(issue.yearDigit, issue.dayOfYear, reference) : undefined;
}
