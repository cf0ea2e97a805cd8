import { clockTime, parseNamedDate, plusDays } from '../../extractors/lib/dates.js';
import { airlineByIcao } from '../../refdata/airlines.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { type CalendarDay, dayFromOrdinal, formatCalendarDay } from './resolve-pass-dates.js';

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
  /^(?:(?:[01]?\d|2[0-3])(?::|h)[0-5]\d(?:\s*[AaPp]\.?[Mm]\.?)?|(?:[01]\d|2[0-3])[0-5]\d\s*(?:Hrs?|hrs?|HRS?)\.?)(?![\p{L}\d])/u;

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

/** The clock a value starts with, as `HH:MM`: a pass prints it in few ways, each read as any clock is. */
function clockOf(value: string): string | undefined {
  const printed = CLOCK.exec(value)?.[0];
  return printed ? clockTime(printed) : undefined;
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

/**
 * A flight of the airline printed on a line (`6E 975`, `6E0975`, `CM 716`, or by the airline's ICAO designator):
 * its number, without leading zeros.
 */
function flightsOnLine(line: string, airline: string): string[] {
  const numbers: string[] = [];
  for (let at = line.indexOf(airline); at >= 0; at = line.indexOf(airline, at + 1)) {
    if (at > 0 && /[A-Z0-9]/.test(line[at - 1] ?? '')) continue;
    const m = /^ ?0*(\d{1,4})(?!\d)/.exec(line.slice(at + airline.length));
    if (m?.[1]) numbers.push(m[1]);
  }
  // Some airlines print their flights with their ICAO designator (`EZY8421` for easyJet's U2 8421).
  for (const m of line.matchAll(/(?<![A-Z0-9])([A-Z]{3}) ?0*(\d{1,4})(?!\d)/g)) {
    if (m[2] && airlineByIcao(m[1]) === airline) numbers.push(m[2]);
  }
  return numbers;
}

/**
 * The lines of the page that print this flight's pass: the whole page when it prints no other flight of the airline,
 * else from the line that names this flight to the line that names another (a page of two passes, one a flight).
 * Undefined when the page does not print the flight.
 */
function passLines(lines: readonly string[], airline: string, number: string): string[] | undefined {
  const flights = lines.map((line) => flightsOnLine(line, airline));
  const start = flights.findIndex((numbers) => numbers.includes(number));
  if (start < 0) return undefined;
  const other = (numbers: readonly string[]) => numbers.some((n) => n !== number);
  if (!flights.some(other)) return [...lines];
  const end = flights.findIndex((numbers, i) => i > start && other(numbers));
  return lines.slice(start, end < 0 ? lines.length : end);
}

/** Where an airport's code stands alone on a line, or -1. */
function codeAt(line: string, code: string): number {
  for (let at = line.indexOf(code); at >= 0; at = line.indexOf(code, at + 1)) {
    if (!/[A-Za-z0-9]/.test(line[at - 1] ?? ' ') && !/[A-Za-z0-9]/.test(line[at + code.length] ?? ' ')) return at;
  }
  return -1;
}

/** How far a clock under an airport's code may stand from the code's column. */
const CODE_COLUMN_SLACK = 8;

/**
 * The departure and arrival clocks printed under the two airports' codes (`AUS   PTY` over `3:29pm   8:00pm`): each
 * clock of the first line below that prints one goes to the code whose column it stands nearer.
 */
function clocksUnderCodes(lines: readonly string[], from: string, to: string): [string?, string?] {
  const found = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const a = codeAt(line, from);
    const b = a < 0 ? -1 : codeAt(line.slice(a + from.length), to);
    if (b < 0) continue;
    const columns = [a, a + from.length + b];
    for (const below of lines.slice(i + 1, i + 3)) {
      const clocks: (string | undefined)[] = [undefined, undefined];
      for (const m of below.matchAll(CELL)) {
        const clock = clockOf(m[0]);
        const distances = columns.map((c) => Math.abs(m.index - c));
        const k = (distances[0] ?? 0) <= (distances[1] ?? 0) ? 0 : 1;
        if (clock && (distances[k] ?? 0) <= CODE_COLUMN_SLACK && !clocks[k]) clocks[k] = clock;
      }
      if (!clocks[0] && !clocks[1]) continue;
      found.add(`${clocks[0] ?? ''}|${clocks[1] ?? ''}`);
      break;
    }
  }
  if (found.size !== 1) return [];
  const [departs, arrives] = ([...found][0] ?? '').split('|');
  return [departs || undefined, arrives || undefined];
}

const TERMINAL_LABEL = /(?<![\p{L}])terminal(?![\p{L}])/giu;
/** A terminal's name under its label: `1`, `T2`, `2E`, `INTL`. */
const TERMINAL = /^(?:T ?)?(\d{1,2}[A-Z]?|[A-Z]{1,4})$/;
/** The labels a pass prints beside a terminal's in a row of labels (`TERMINAL   GATE   GROUP`): no terminal's name. */
const ROW_LABEL = /^(?:gate|group|zone|seat|seq|boarding|class|flight|date|time)$/i;

function labelledTerminal(lines: readonly string[]): string | undefined {
  const terminals = new Set<string>();
  for (const found of labelsOn(lines, TERMINAL_LABEL)) {
    for (const value of valuesOf(lines, found)) {
      const m = ROW_LABEL.test(value) ? null : TERMINAL.exec(value);
      if (m?.[1]) terminals.add(m[1]);
    }
  }
  return terminals.size === 1 ? [...terminals][0] : undefined;
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
  if (!trip || typeof airline !== 'string' || typeof number !== 'string' || !/^[A-Z0-9]{2,3}$/.test(airline)) return;
  const lines = passLines(page.split('\n'), airline, number);
  if (!lines) return;
  const text = lines.join('\n');
  const day = typeof trip.departureDay === 'string' ? trip.departureDay : undefined;
  const from = (trip.departureAirport as JsonLdObject | undefined)?.iataCode;
  const to = (trip.arrivalAirport as JsonLdObject | undefined)?.iataCode;
  const [leaves, lands] = typeof from === 'string' && typeof to === 'string' ? clocksUnderCodes(lines, from, to) : [];
  const departs = labelledClock(lines, DEPARTURE_LABEL) ?? leaves;
  const boards = labelledClock(lines, BOARDING_LABEL);
  if (day && departs && !trip.departureTime) trip.departureTime = `${day}T${departs}:00`;
  // A clock of landing earlier than the departure's is the next day's.
  if (day && lands && departs && !trip.arrivalTime) {
    trip.arrivalTime = `${lands < departs ? plusDays(day, 1) : day}T${lands}:00`;
  }
  // Boarding comes before departure: a later clock is another time the page prints.
  if (day && boards && !trip.boardingTime && (!departs || boards < departs)) trip.boardingTime = `${day}T${boards}:00`;
  const gate = labelledGate(lines);
  if (gate && !trip.departureGate) trip.departureGate = gate;
  const route = ROUTE_TERMINALS.exec(text);
  const fromTerminal = route?.[1] ?? DEPARTURE_TERMINAL.exec(text)?.[1] ?? labelledTerminal(lines);
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

/**
 * The flight's day as the page prints it with its year, when the pass gives only the day of the year and nothing
 * says when it was received: the one printed day that falls on that day of the year.
 */
export function printedFlightDay(page: string, dayOfFlight: number | undefined): CalendarDay | undefined {
  if (dayOfFlight === undefined) return undefined;
  const days = new Map<string, CalendarDay>();
  for (const m of page.matchAll(NAMED_DAY)) {
    const iso = parseNamedDate(m[0]);
    const day = iso ? dayFromOrdinal(Number(iso.slice(0, 4)), dayOfFlight) : undefined;
    if (day && formatCalendarDay(day) === iso) days.set(iso, day);
  }
  return days.size === 1 ? [...days.values()][0] : undefined;
}
