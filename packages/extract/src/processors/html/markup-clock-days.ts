import { readWhen, type SlashOrder, slashOrderShown } from '../../extractors/generic/date-time.js';
import { atTime, clockText, localDate, plusDays, resolveYear } from '../../extractors/lib/dates.js';
import { isObject } from '../../postprocess/json-ld.js';
import type { JsonLdValue, Reservation } from '../../schema/reservation.js';

/** A time of day the markup gives without its day: `06:15`, `6:15:00`, `T06:15`. */
const BARE_CLOCK = /^T?(\d{1,2}):(\d{2})(?::\d{2})?$/;
/** A day printed with its month in digits and no year: `07/09`, `15.03.` (not a clock's `07.09`). */
const YEARLESS = /(?<![\d/.:,])(\d{1,2})(?:\/(\d{1,2})(?![\d/])|\.(\d{1,2})\.(?!\d))/g;
/** How far from a line printing the ride's clock its day is looked for, in lines either way. */
const NEAR = 3;
/** A day printed that reads as no one day. */
const UNREAD = '?';
/** Rides whose times the markup may give as clocks: the arrival past midnight falls on the next day. */
const RIDES = new Set(['TrainReservation', 'BusReservation', 'BoatReservation']);

interface Clock {
  hour: number;
  minute: number;
}

function bareClock(value: JsonLdValue | undefined): Clock | undefined {
  const m = typeof value === 'string' ? BARE_CLOCK.exec(value.trim()) : null;
  if (!m) return undefined;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
}

/**
 * A pattern for lines that print this time of day ("06:15", "6:15", "6.15", "6h15", and on twelve hours "6:15 PM" for
 * 18:15, "12:15 AM" for 00:15), not within a longer number.
 */
function clockPrinted(clock: Clock): RegExp {
  const minute = String(clock.minute).padStart(2, '0');
  const twelve =
    clock.hour > 12
      ? `|(?<![\\d:.])0?${clock.hour - 12}[:h.]${minute}\\s?p\\.?m\\b`
      : clock.hour === 0
        ? `|(?<![\\d:.])12[:h.]${minute}\\s?a\\.?m\\b`
        : '';
  return new RegExp(`(?<![\\d:.])0?${clock.hour}[:h.]${minute}(?![\\d])${twelve}`, 'i');
}

/** How the document writes its days, read once, and when the mail was sent. */
interface Reading {
  order: SlashOrder | undefined;
  sent: Date | undefined;
}

/**
 * The days of a slashed day without its year (`07/09`), as the document writes them: the order its other slashed
 * days show, else both readings. Each reading takes the year of a day written without one.
 */
function yearlessDays(first: number, second: number, { order: shown, sent }: Reading): string[] {
  const order = first > 12 ? 'day first' : second > 12 ? 'month first' : shown;
  const readings: [number, number][] =
    order === 'day first'
      ? [[first, second]]
      : order === 'month first'
        ? [[second, first]]
        : [
            [first, second],
            [second, first],
          ];
  const days = readings.map(([day, month]) => localDate(resolveYear(month, day, sent), month, day));
  return [...new Set(days.filter((d): d is string => d !== undefined))];
}

/**
 * The one day a slashed day reads as: its only reading, or, of two, the only one that does not fall before the mail
 * was sent (a booking is confirmed before its ride, not after it).
 */
function oneDay(days: readonly string[], sent: Date | undefined): string | undefined {
  if (days.length === 1) return days[0];
  if (!sent) return undefined;
  const sentDay = sent.toISOString().slice(0, 10);
  const ahead = days.filter((d) => d >= sentDay);
  return ahead.length === 1 ? ahead[0] : undefined;
}

/** The days a line prints: with their year, with their month's name, or in digits without a year. */
function daysOnLine(line: string, reading: Reading): string[] {
  const { sent } = reading;
  const days: string[] = [];
  let rest = line;
  for (let when = readWhen(rest, sent, reading.order); when.date && days.length < 8; ) {
    days.push(when.date);
    rest = when.rest;
    when = readWhen(rest, sent, reading.order);
  }
  for (const m of rest.matchAll(YEARLESS)) {
    const first = Number(m[1]);
    // `15.03.` is written day first; a slash reads either way, and a slashed day that reads two ways spoils the line.
    const month = Number(m[3]);
    const day =
      m[3] !== undefined
        ? localDate(resolveYear(month, first, sent), month, first)
        : oneDay(yearlessDays(first, Number(m[2]), reading), sent);
    if (!day) return [UNREAD];
    days.push(day);
  }
  return days;
}

/**
 * The day the text prints beside a ride whose departure clock it prints: the days on the lines near every line
 * printing the clock, when they are one day. Undefined when none is printed there or several are (a return on
 * another day, a booking's own date), or when a day there cannot be read one way.
 */
function dayBeside(lines: readonly string[], clock: Clock, reading: Reading): string | undefined {
  const days = new Set<string>();
  let printed = false;
  const prints = clockPrinted(clock);
  lines.forEach((line, at) => {
    if (!prints.test(line)) return;
    printed = true;
    for (let i = Math.max(0, at - NEAR); i <= Math.min(lines.length - 1, at + NEAR); i++) {
      for (const d of daysOnLine(lines[i] ?? '', reading)) days.add(d);
    }
  });
  if (!printed || days.size !== 1 || days.has(UNREAD)) return undefined;
  return [...days][0];
}

/**
 * Markup that gives a ride's times as clocks without their day (`"departureTime": "06:15"`), as some senders write
 * it, while the mail's text prints the day beside those clocks (`Data 07/09`, `Orari 06:15 > 07:46`): the ride's
 * times are the text's day at the markup's clocks, the arrival on the next day when its clock comes before the
 * departure's. A day the text does not print near the ride, or prints more than one of, leaves the times as they are.
 */
export function completeClocksFromText(
  reservations: readonly Reservation[],
  text: string,
  sent: Date | undefined,
): void {
  const lines = text.split(/\r?\n/);
  const reading: Reading = { order: slashOrderShown(text), sent };
  for (const r of reservations) {
    if (!RIDES.has(r['@type']) || !isObject(r.reservationFor)) continue;
    const ride = r.reservationFor;
    const departure = bareClock(ride.departureTime);
    if (!departure) continue;
    const arrival = bareClock(ride.arrivalTime);
    if (ride.arrivalTime !== undefined && !arrival) continue;
    const day = dayBeside(lines, departure, reading);
    if (!day) continue;
    ride.departureTime = atTime(day, clockText(departure)) ?? ride.departureTime;
    if (!arrival) continue;
    const later = arrival.hour * 60 + arrival.minute < departure.hour * 60 + departure.minute;
    ride.arrivalTime = atTime(later ? plusDays(day, 1) : day, clockText(arrival)) ?? ride.arrivalTime;
  }
}
