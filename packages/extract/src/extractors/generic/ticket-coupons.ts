import { airlineName } from '../../refdata/airlines.js';
import { findAirport } from '../../refdata/airports.js';
import { monthFromName, reservationSystemClock } from '../lib/dates.js';
import type { LabelledFact } from './labelled-facts.js';

/**
 * A coupon of an electronic ticket as TravelSky's eTerm displays it (DETR): a stopover mark, `FM:` for the first
 * coupon or `TO:` for the next, the coupon's number run on to its airport, the flight, the class, the day, the clock,
 * the booking's status, and last the coupon's own status:
 * `O FM:1HET CA    8113  S 21MAY 0815 OK S      20K OPEN FOR USE`. The ticket's last airport is on a `TO:` line of its
 * own (`  TO: XIY`), the record locator under each coupon (`     --T2 RL:NZJ0JY  /`). The display's labels are read
 * in small letters too, and spaced before their colons (`o fm :1HET`), as a copy may have them.
 */
const FM_TO = String.raw`(?:FM|TO|fm|to)[ \t]?:`;
const ETERM_COUPON = new RegExp(
  String.raw`^\s*[A-Za-z]?\s*${FM_TO}\s?\d([A-Z]{3})\s+([A-Z0-9]{2})\s+(\d{1,4})\s+[A-Z]\d?\s+(\d{1,2}[A-Z]{3})\s+(\d{4})\s+OK\s.*?\s(OPEN FOR USE|CHECKED IN|LIFT\/BOARDED|USED\/FLOWN)\s*$`,
);
const ETERM_ANY_COUPON = new RegExp(String.raw`^\s*[A-Za-z]?\s*${FM_TO}\s?\d[A-Z]{3}\s`);
const ETERM_LAST_AIRPORT = /^\s*(?:TO|to)[ \t]?:\s?([A-Z]{3})(?:\s|$)/;
/** Whether a line holds `FM:` or `TO:`, as each of eTerm's coupon lines does. */
const ETERM_LABEL = /\b(?:FM|TO|fm|to)[ \t]?:/;
const ETERM_LOCATOR = /\bRL:([A-Z0-9]{5,6})\b/;
/** eTerm's fare calculation, which opens with the first coupon's day and its year (`FC: M  21MAY23HET CA XIY…`). */
const ETERM_FARE_CALCULATION = /^\s*(?:FC|fc)[ \t]?:\s*(?:[A-Z]\s+)?(\d{2}[A-Z]{3})(\d{2})[A-Z]{3}/;

/**
 * A coupon as Travelport's Galileo and Apollo display a ticket (`*HTE`), under `USE  CR FLT  CLS  DATE BRDOFF TIME  ST`:
 * the coupon's status, the flight, the class, the day, both airports run together, the clock and the booking's status:
 * `   OPEN PR  103  B  03DEC LAXMNL 1015P OK BXFUS              1`. The record locators close the display
 * (`RLOC 1G 8167L2    1A 25ZVHE`), the day of issue heads it (`ISSUED: 01FEB17`).
 */
const TRAVELPORT_COUPON =
  /^\s{0,4}([A-Z]{4})\s+([A-Z0-9]{2})\s+(\d{1,4})\s+[A-Z]\s+(\d{1,2}[A-Z]{3})\s+([A-Z]{3})([A-Z]{3})\s+(\d{3,4}[APN]?)\s+OK\s/;
/** Travelport's coupon statuses that still fly: open, under airport control, checked in, boarded, used. */
const TRAVELPORT_GOOD = new Set(['OPEN', 'ARPT', 'CKIN', 'LFTD', 'USED']);
const TRAVELPORT_LOCATOR = /^\s*RLOC\s+1[GVP]\s+([A-Z0-9]{6})\b/;
const TRAVELPORT_ISSUED = /\bISSUED:\s*(\d{2}[A-Z]{3})(\d{2})\b/;

/** A coupon's month, from the three letters that end its day (`01FEB`); nought for letters that name none. */
const monthOf = (day: string) => monthFromName(day.slice(-3)) ?? 0;
const dayOf = (day: string) => Number(day.slice(0, -3));

/**
 * The years of the coupons' days, in order, from a dated day: the first coupon's own day (eTerm's fare calculation)
 * or the day of issue, on or before it. Each coupon is in the year of the one before, or the next when it comes
 * earlier in the year.
 */
function couponYears(
  days: readonly string[],
  dated: { day: string; year: number } | undefined,
): (number | undefined)[] {
  if (!dated) return days.map(() => undefined);
  let year = dated.year;
  let at = monthOf(dated.day) * 32 + dayOf(dated.day);
  return days.map((day) => {
    const here = monthOf(day) * 32 + dayOf(day);
    if (here < at) year += 1;
    at = here;
    return year;
  });
}

interface Coupon {
  line: number;
  from: string;
  to?: string;
  airline: string;
  number: string;
  day: string;
  clock: string;
}

type Read = { coupons: Coupon[]; locators: LabelledFact[]; lines: Set<number>; dated?: { day: string; year: number } };

/** eTerm's coupons, each flying to the next coupon's airport and the last to the ticket's last airport. */
function etermCoupons(lines: readonly string[]): Read | undefined {
  const coupons: Coupon[] = [];
  let last: { code: string; line: number } | undefined;
  for (const [i, line] of lines.entries()) {
    // Each of eTerm's lines read here holds `FM:` or `TO:`: other lines are passed by that test, not the patterns.
    if (line.length > 160 || !ETERM_LABEL.test(line)) continue;
    const m = ETERM_COUPON.exec(line);
    if (m) {
      const [, from = '', airline = '', number = '', day = '', clock = ''] = m;
      coupons.push({ line: i, from, airline, number, day, clock });
      continue;
    }
    if (ETERM_ANY_COUPON.test(line)) return undefined;
    const end = ETERM_LAST_AIRPORT.exec(line);
    if (end?.[1] && coupons.length > 0) last = { code: end[1], line: i };
  }
  if (coupons.length === 0 || !last) return undefined;
  const read: Read = { coupons, locators: [], lines: new Set([last.line]) };
  for (const [k, c] of coupons.entries()) {
    c.to = coupons[k + 1]?.from ?? last.code;
    const locator = ETERM_LOCATOR.exec(lines[c.line + 1] ?? '')?.[1];
    if (locator) {
      read.locators.push({ fact: 'reference', label: 'Record locator', value: locator, line: c.line + 1 });
      read.lines.add(c.line + 1);
    }
  }
  const fc = lines.map((line) => ETERM_FARE_CALCULATION.exec(line)).find(Boolean);
  const first = coupons[0]?.day ?? '';
  if (fc?.[1] && fc[2] && dayOf(fc[1]) === dayOf(first) && monthOf(fc[1]) === monthOf(first)) {
    read.dated = { day: fc[1], year: 2000 + Number(fc[2]) };
  }
  return read;
}

/** Travelport's coupons, each with both its airports. */
function travelportCoupons(lines: readonly string[]): Read | undefined {
  const coupons: Coupon[] = [];
  const read: Read = { coupons, locators: [], lines: new Set() };
  for (const [i, line] of lines.entries()) {
    // A coupon's line holds `OK`, the locators' `RLOC`, the day of issue's `ISSUED:`: other lines are passed by those
    // tests, not the patterns.
    if (line.length > 160 || (!line.includes('OK') && !line.includes('RLOC') && !line.includes('ISSUED:'))) continue;
    const m = TRAVELPORT_COUPON.exec(line);
    if (m) {
      const [, status = '', airline = '', number = '', day = '', from = '', to = '', clock = ''] = m;
      if (!TRAVELPORT_GOOD.has(status)) return undefined;
      coupons.push({ line: i, from, to, airline, number, day, clock });
      continue;
    }
    const locator = TRAVELPORT_LOCATOR.exec(line)?.[1];
    if (locator) {
      read.locators.push({ fact: 'reference', label: 'Record locator', value: locator, line: i });
      read.lines.add(i);
    }
    const issued = TRAVELPORT_ISSUED.exec(line);
    if (issued?.[1] && issued[2]) read.dated = { day: issued[1], year: 2000 + Number(issued[2]) };
  }
  return coupons.length > 0 ? read : undefined;
}

/**
 * The flights of an electronic ticket's display, a coupon line each, as labelled facts at their lines, with the
 * record locator; `lines` holds the lines read. A display with a coupon no longer good for travel (refunded, void,
 * exchanged), or whose route cannot be followed, gives nothing.
 */
export function ticketCoupons(lines: readonly string[]): { facts: LabelledFact[]; lines: Set<number> } {
  const none = { facts: [], lines: new Set<number>() };
  const read = etermCoupons(lines) ?? travelportCoupons(lines);
  if (!read) return none;
  const years = couponYears(
    read.coupons.map((c) => c.day),
    read.dated,
  );
  const facts: LabelledFact[] = [...read.locators];
  for (const [k, c] of read.coupons.entries()) {
    const departs = reservationSystemClock(c.clock);
    if (!departs || !c.to || !/[A-Z]/.test(c.airline) || !airlineName(c.airline) || c.from === c.to) return none;
    if (!findAirport(c.from) || !findAirport(c.to)) return none;
    const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line: c.line });
    const year = years[k];
    facts.push(
      at('flight', `${c.airline} ${Number(c.number)}`),
      at('date', year ? `${c.day}${year}` : c.day),
      at('depart', `(${c.from}) ${departs}`),
      at('arrive', `(${c.to})`),
    );
    read.lines.add(c.line);
  }
  return { facts: facts.sort((a, b) => a.line - b.line), lines: read.lines };
}
