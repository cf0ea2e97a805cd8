import { parseNamedDate } from '../../extractors/lib/dates.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import type { CalendarDay } from './resolve-pass-dates.js';

/**
 * What a boarding pass prints around its barcode and the barcode does not carry: the boarding and departure clocks,
 * the gate, the terminals, and the given name the barcode's 20 characters cut short. A page of a PDF is read for the
 * pass whose barcode was found on it, and only when it prints that pass's flight.
 */

/** A label and the column it starts at on its line. */
interface Found {
  line: number;
  at: number;
  end: number;
}

/** A run of words with single spaces between them (a cell of a page laid out in columns), and where it starts. */
const CELL = /\S+(?: \S+)*/g;

/** A clock as a pass prints it: `19:50`, `7:50 PM`, `1950 Hrs`, `19h50`. */
const CLOCK =
  /^(?:([01]?\d|2[0-3])(?::|h)([0-5]\d)(?:\s*([AaPp])\.?[Mm]\.?)?|([01]\d|2[0-3])([0-5]\d)\s*(?:Hrs?|hrs?|HRS?)\.?)(?![\p{L}\d])/u;

/** A gate's name: `12`, `B22`, `A1`. */
const GATE = /^[A-Z]?\d{1,3}[A-Z]?$/;

const BOARDING_LABEL =
  /(?<![\p{L}])(?:boarding time|boarding|embarquement|heure d'embarquement|boarding-zeit|einstieg)(?![\p{L}])/giu;
const DEPARTURE_LABEL = /(?<![\p{L}])(?:departure time|departure|departs|d[ée]part|abflug|salida)(?![\p{L}])/giu;
const GATE_LABEL = /(?<![\p{L}])(?:gate|porte|puerta|flugsteig)(?![\p{L}])/giu;

/** How far a value below its label may start from the label's own column. */
const COLUMN_SLACK = 3;

function labelsOn(lines: readonly string[], label: RegExp): Found[] {
  const found: Found[] = [];
  for (const [line, text] of lines.entries()) {
    for (const m of text.matchAll(label)) found.push({ line, at: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** The cell right after a label on its line (past a colon), else the cell under it on the next line that prints one. */
function valuesOf(lines: readonly string[], label: Found): string[] {
  const values: string[] = [];
  const after = (lines[label.line] ?? '').slice(label.end).replace(/^\s*:?\s*/, '');
  const beside = after.match(/^\S+(?: \S+)*/)?.[0];
  if (beside) values.push(beside);
  for (let next = label.line + 1; next < lines.length && next <= label.line + 2; next++) {
    const text = lines[next] ?? '';
    if (!text.trim()) continue;
    for (const m of text.matchAll(CELL)) {
      if (Math.abs(m.index - label.at) <= COLUMN_SLACK) values.push(m[0]);
    }
    break;
  }
  return values;
}

/** The clock a value starts with, as `HH:MM`. */
function clockOf(value: string): string | undefined {
  const m = CLOCK.exec(value);
  if (!m) return undefined;
  let hour = Number(m[1] ?? m[4]);
  const minute = m[2] ?? m[5] ?? '00';
  const half = m[3]?.toLowerCase();
  if (half && hour > 12) return undefined;
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${minute}`;
}

/** The one clock the labels give (none when they give two different ones). */
function labelledClock(lines: readonly string[], label: RegExp): string | undefined {
  const clocks = new Set<string>();
  for (const found of labelsOn(lines, label)) {
    for (const value of valuesOf(lines, found)) {
      const clock = clockOf(value);
      if (clock) clocks.add(clock);
    }
  }
  return clocks.size === 1 ? [...clocks][0] : undefined;
}

function labelledGate(lines: readonly string[]): string | undefined {
  const gates = new Set<string>();
  for (const found of labelsOn(lines, GATE_LABEL)) {
    for (const value of valuesOf(lines, found)) if (GATE.test(value)) gates.add(value);
  }
  return gates.size === 1 ? [...gates][0] : undefined;
}

/** `MUMBAI (T1) To BENGALURU (T1)`: each end's terminal in brackets on a route line. */
const ROUTE_TERMINALS = /\(T(\w{1,2})\)\s+to\s+\p{L}[\p{L} .'-]*?(?:\s*\(T(\w{1,2})\))?(?=\s{2,}|$)/imu;
/** `Your Departure terminal is T1`, `Departure terminal: 2`. */
const DEPARTURE_TERMINAL = /departure terminal(?:\s+is|\s*:)?\s+T?(\w{1,2})(?![\p{L}\d])/iu;

/** The page prints the flight: its airline's code and its number (`6E 975`, `6E0975`, `DL31`). */
function printsFlight(text: string, airline: string, number: string): boolean {
  const code = airline.replace(/[^A-Z0-9]/g, '');
  if (!code || !/^\d{1,4}$/.test(number)) return false;
  return new RegExp(`(?<![A-Z0-9])${code}\\s?0*${number}(?!\\d)`).test(text);
}

/**
 * The given name as printed in full (`CHOUDHURY/SUBHOMOY MR`) where the barcode's field cut it (`ROY
 * CHOUDHURY/SUBHOM`): the page's spelling of the same family name and slash, whose given name starts with the pass's.
 */
function printedGivenName(text: string, family: string, given: string): string | undefined {
  const last = family.split(/\s+/).pop();
  if (!last || given.length < 2) return undefined;
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?<![\\p{L}])${literal(last)}\\s*/\\s*(${literal(given)}\\p{L}*)`, 'u').exec(text);
  return m?.[1] && m[1].length > given.length ? m[1] : undefined;
}

/** A pass's name field is 20 characters: a name that fills it may have been cut. */
const NAME_FIELD = 20;

/**
 * Completes the reservation a boarding pass's barcode gave from the page it is printed on: boarding and departure
 * times on the pass's day, gate, terminals, and a given name the barcode cut short. Only a pass of one flight is
 * completed, and only from a page that prints that flight.
 */
export function completeFromPrintedPass(r: Reservation, page: string, passengerName: string): void {
  const trip = r.reservationFor as JsonLdObject | undefined;
  const airline = (trip?.airline as JsonLdObject | undefined)?.iataCode;
  const number = trip?.flightNumber;
  if (!trip || typeof airline !== 'string' || typeof number !== 'string' || !printsFlight(page, airline, number)) {
    return;
  }
  const lines = page.split('\n');
  const day = typeof trip.departureDay === 'string' ? trip.departureDay : undefined;
  const departs = labelledClock(lines, DEPARTURE_LABEL);
  const boards = labelledClock(lines, BOARDING_LABEL);
  if (day && departs && !trip.departureTime) trip.departureTime = `${day}T${departs}:00`;
  // Boarding comes before departure: a later clock is another time the page prints.
  if (day && boards && !trip.boardingTime && (!departs || boards < departs)) trip.boardingTime = `${day}T${boards}:00`;
  const gate = labelledGate(lines);
  if (gate && !trip.departureGate) trip.departureGate = gate;
  const route = ROUTE_TERMINALS.exec(page);
  const fromTerminal = route?.[1] ?? DEPARTURE_TERMINAL.exec(page)?.[1];
  if (fromTerminal && !trip.departureTerminal) trip.departureTerminal = fromTerminal;
  if (route?.[2] && !trip.arrivalTerminal) trip.arrivalTerminal = route[2];
  const person = r.underName as JsonLdObject | undefined;
  const family = person?.familyName;
  const given = person?.givenName;
  if (passengerName.length >= NAME_FIELD && typeof family === 'string' && typeof given === 'string') {
    const full = printedGivenName(page, family, given);
    if (full && person) person.givenName = full;
  }
}

/** A day printed with its month's name and a year of four digits: `06 Jun 2024`, `28-OCT-2025`, `June 6, 2024`. */
const NAMED_DAY =
  /(?<!\d)\d{1,2}[ .-]?\p{L}{3,9}\.?[ ,.-]{0,2}\d{4}(?!\d)|(?<!\p{L})\p{L}{3,9}\.? \d{1,2},? \d{4}(?!\d)/gu;

function dayOfYear(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number);
  return (Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) - Date.UTC(year ?? 0, 0, 0)) / 86_400_000;
}

/**
 * The flight's day as the page prints it with its year, when the pass gives only the day of the year and nothing
 * says when it was received: the one printed day that falls on that day of the year.
 */
export function printedFlightDay(page: string, dayOfFlight: number | undefined): CalendarDay | undefined {
  if (dayOfFlight === undefined) return undefined;
  const days = new Set<string>();
  for (const m of page.matchAll(NAMED_DAY)) {
    const iso = parseNamedDate(m[0]);
    if (iso && dayOfYear(iso) === dayOfFlight) days.add(iso);
  }
  if (days.size !== 1) return undefined;
  const [year, month, day] = ([...days][0] ?? '').split('-').map(Number);
  return year && month && day ? { year, month, day } : undefined;
}
