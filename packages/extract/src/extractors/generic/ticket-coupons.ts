import { airlineName } from '../../refdata/airlines.js';
import { findAirport } from '../../refdata/airports.js';
import { reservationSystemClock } from '../lib/dates.js';
import type { LabelledFact } from './labelled-facts.js';

/**
 * A coupon of an electronic ticket as a reservation system displays it (TravelSky eTerm's DETR): a stopover mark, `FM:`
 * for the first coupon or `TO:` for the next, the coupon's number run on to its airport, the flight, the class, the
 * day, the clock, the booking's status, and last the coupon's own status:
 * `O FM:1HET CA    8113  S 21MAY 0815 OK S      20K OPEN FOR USE`.
 */
const COUPON_LINE =
  /^\s*[A-Z]?\s*(?:FM|TO):\s?\d([A-Z]{3})\s+([A-Z0-9]{2})\s+(\d{1,4})\s+[A-Z]\d?\s+(\d{1,2}[A-Z]{3})\s+(\d{4})\s+OK\s.*?\s(OPEN FOR USE|CHECKED IN|LIFT\/BOARDED|USED\/FLOWN)\s*$/;

/** A coupon whose flight is not used up: refunded, void, exchanged or suspended coupons are none. */
const COUPON_ANY = /^\s*[A-Z]?\s*(?:FM|TO):\s?\d[A-Z]{3}\s/;

/** The ticket's last airport, on a `TO:` line of its own without a coupon's number (`  TO: XIY`). */
const LAST_AIRPORT = /^\s*TO:\s?([A-Z]{3})(?:\s|$)/;

/** The record locator under a coupon (`     --T2 RL:NZJ0JY  /`). */
const RECORD_LOCATOR = /\bRL:([A-Z0-9]{5,6})\b/;

/** The fare calculation, which opens with the first coupon's day and its year (`FC: M  21MAY23HET CA XIY…`). */
const FARE_CALCULATION = /^\s*FC:\s*(?:[A-Z]\s+)?(\d{2}[A-Z]{3})(\d{2})[A-Z]{3}/;

const MONTHS = 'JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC';

/**
 * The years of the coupons' days when the fare calculation dates the first of them: each coupon in the year of the one
 * before, or the next when its month comes earlier.
 */
function couponYears(days: readonly string[], lines: readonly string[]): (number | undefined)[] {
  const fc = lines.map((line) => FARE_CALCULATION.exec(line)).find(Boolean);
  const first = days[0] ?? '';
  const sameDay = (a: string, b: string) =>
    Number(a.slice(0, -3)) === Number(b.slice(0, -3)) && a.endsWith(b.slice(-3));
  if (!fc?.[1] || !fc[2] || !sameDay(first, fc[1])) return days.map(() => undefined);
  let year = 2000 + Number(fc[2]);
  let month = -1;
  return days.map((day) => {
    const m = MONTHS.indexOf(day.slice(-3)) / 3;
    if (m < month) year += 1;
    month = m;
    return year;
  });
}

/**
 * The flights of an electronic ticket's display, a coupon line each, as labelled facts at their lines: each flies
 * from its coupon's airport to the next coupon's, the last to the ticket's last airport. `lines` holds the lines read.
 * A display with a coupon no longer good for travel, or whose route cannot be followed, gives nothing.
 */
export function ticketCoupons(lines: readonly string[]): { facts: LabelledFact[]; lines: Set<number> } {
  const none = { facts: [], lines: new Set<number>() };
  const coupons: { line: number; from: string; airline: string; number: string; day: string; clock: string }[] = [];
  let last: { code: string; line: number } | undefined;
  for (const [i, line] of lines.entries()) {
    if (line.length > 160) continue;
    const m = COUPON_LINE.exec(line);
    if (m) {
      const [, from = '', airline = '', number = '', day = '', clock = ''] = m;
      coupons.push({ line: i, from, airline, number, day, clock });
      continue;
    }
    if (COUPON_ANY.test(line)) return none;
    const end = LAST_AIRPORT.exec(line);
    if (end?.[1] && coupons.length > 0) last = { code: end[1], line: i };
  }
  if (coupons.length === 0 || !last) return none;
  const years = couponYears(
    coupons.map((c) => c.day),
    lines,
  );
  const facts: LabelledFact[] = [];
  const used = new Set<number>([last.line]);
  for (const [k, c] of coupons.entries()) {
    const to = coupons[k + 1]?.from ?? last.code;
    const departs = reservationSystemClock(c.clock);
    if (!departs || !airlineName(c.airline) || !/[A-Z]/.test(c.airline) || c.from === to) return none;
    if (!findAirport(c.from) || !findAirport(to)) return none;
    const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line: c.line });
    const year = years[k];
    facts.push(
      at('flight', `${c.airline} ${Number(c.number)}`),
      at('date', year ? `${c.day}${year}` : c.day),
      at('depart', `(${c.from}) ${departs}`),
      at('arrive', `(${to})`),
    );
    used.add(c.line);
    const locator = RECORD_LOCATOR.exec(lines[c.line + 1] ?? '')?.[1];
    if (locator) {
      facts.push({ fact: 'reference', label: 'Record locator', value: locator, line: c.line + 1 });
      used.add(c.line + 1);
    }
  }
  return { facts, lines: used };
}
