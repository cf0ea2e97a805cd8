import { atTime, CLOCK, plusDays } from './dates.js';
import { airportRef, airportRoute, labelled } from './fields.js';
import type { AirportRef } from './reservations.js';
import { boundedBlocksStartingWith, matchAll } from './text.js';

/**
 * Every airport "Name (XXX)" on one line, in order. HTML tables converted to text put cells of one row on a
 * line ("Helsinki (HEL) Amsterdam (AMS)"), so each name runs from the previous code, or from the last comma or
 * separator ("Tue 08 Sep 2026 17:05, Copenhagen Kastrup (CPH)"), to its own.
 */
export function airportsInLine(line: string): AirportRef[] {
  // Each code, then its name read back from it: a pattern that searched forward for the name tried every split of a
  // run of spaces between name and code from every place, and took seconds on a line of a few hundred spaces.
  const out: AirportRef[] = [];
  let from = 0;
  for (const m of line.matchAll(/\(([A-Z]{3})\)/g)) {
    let start = m.index;
    while (start > from && !NAME_BOUNDS.includes(line.charAt(start - 1))) start--;
    out.push(airportRef(`${line.slice(start, m.index).trim()} (${m[1]})`));
    from = m.index + m[0].length;
  }
  return out;
}

/** What ends the run of text before an airport's code that names it. */
const NAME_BOUNDS = '(),·|';

/** Every 24-hour clock time "07:35" on a line, in order. */
export function clockTimesInLine(line: string): string[] {
  return [...line.matchAll(/(?<![\d:])([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d:])/g)].map((m) => `${m[1]}:${m[2]}`);
}

/**
 * Departure and arrival of a leg printed as one day and two clock times: an arrival clock earlier than the
 * departure's lands the next day (night trains and flights rarely say "+1" in a way that survives conversion).
 */
export function legTimes(
  day: string | undefined,
  departure: string | undefined,
  arrival: string | undefined,
): [string | undefined, string | undefined] {
  const dep = atTime(day, departure);
  const arr = atTime(day, arrival);
  if (dep && arr && arr < dep) return [dep, plusDays(arr, 1)];
  return [dep, arr];
}

/**
 * The times of a journey's rides in turn, from the day it starts: each as `legTimes` reads it, and a ride that leaves
 * "before" the last one arrived leaves the next day, as do the rides after it.
 */
export function ridesInTurn(
  start: string | undefined,
): (departure: string | undefined, arrival: string | undefined) => [string | undefined, string | undefined] {
  let day = start;
  let lastArrival: string | undefined;
  return (departure, arrival) => {
    let times = legTimes(day, departure, arrival);
    if (day && times[0] && lastArrival && times[0] < lastArrival) {
      day = plusDays(day, 1);
      times = legTimes(day, departure, arrival);
    }
    lastArrival = times[1];
    return times;
  };
}

/** A flight's two ends printed on one day, each a clock time at an airport, their times as `legTimes` reads them. */
export function legOnDay(
  day: string | undefined,
  [departure, departureAirport]: [string | undefined, AirportRef],
  [arrival, arrivalAirport]: [string | undefined, AirportRef],
): { departureAirport: AirportRef; arrivalAirport: AirportRef; departureTime?: string; arrivalTime?: string } {
  const [departureTime, arrivalTime] = legTimes(day, departure, arrival);
  return { departureAirport, arrivalAirport, departureTime, arrivalTime };
}

const FIRST_CLOCK = new RegExp(String.raw`\b${CLOCK}(?!\d)`);

/**
 * Two day-and-time cells squeezed on one line ("Thu 15 Oct 2026 06:20 Thu 15 Oct 2026 09:10"), split after
 * the first clock time; undefined when the line holds fewer than two clock times.
 */
export function splitDateTimePair(line: string): [string, string] | undefined {
  const first = FIRST_CLOCK.exec(line);
  if (!first || clockTimesInLine(line).length < 2) return undefined;
  const end = first.index + first[0].length;
  return [line.slice(0, end).trim(), line.slice(end).trim()];
}

/** One flight of a confirmation that heads each leg with its designator and route. */
export interface RouteLeg {
  designator: string;
  from: AirportRef;
  to: AirportRef;
  /** The departure and arrival lines' values ("20 Oct 2026, 21:05, Terminal 4"). */
  departure: string;
  arrival: string;
  block: string;
}

/**
 * A flight's block up to the first later line that names another flight of `airline` (a designator prefix pattern,
 * "QF|JQ"; with `flightNumber`, a flight of another number): the last flight's block runs to the end of the mail,
 * where a list of seats by flight ("QF 409: Seat 14C") speaks of the other flights.
 */
export function ownFlightLines(block: string, airline: string, flightNumber?: string): string {
  const [head = '', ...rest] = block.split('\n');
  const named = new RegExp(`\\b(?:${airline})\\s?(\\d{1,4})\\b`, 'g');
  const other = (line: string) =>
    matchAll(line, named).some((m) => flightNumber === undefined || Number(m[1]) !== Number(flightNumber));
  const end = rest.findIndex(other);
  return [head, ...(end < 0 ? rest : rest.slice(0, end))].join('\n');
}

/**
 * Legs headed "EY 19 London Heathrow (LHR) to Abu Dhabi (AUH)" (or "… - …"), each followed by a departure and
 * an arrival line under the given labels; `airline` is the designator's prefix pattern ("EY", "A3|OA"). A leg's
 * block ends before a later line naming another of the airline's flights.
 */
export function routeLegs(text: string, airline: string, departureLabel: string, arrivalLabel: string): RouteLeg[] {
  const head = new RegExp(`^(?:Flight\\s+)?((?:${airline})\\s?\\d{1,4})\\s+(.+\\([A-Z]{3}\\).+\\([A-Z]{3}\\))\\s*$`);
  const prefix = new RegExp(`^(?:${airline})\\s?`);
  const legs: RouteLeg[] = [];
  for (const printed of boundedBlocksStartingWith(text, head)) {
    const m = head.exec(printed.split('\n')[0] ?? '');
    const block = ownFlightLines(printed, airline, m?.[1]?.replace(prefix, ''));
    // A head naming a third airport ("Sydney (SYD) - Brisbane (BNE) - Cairns (CNS)") gives no one flight.
    const route = (m?.[2]?.match(/\([A-Z]{3}\)/g) ?? []).length === 2 ? airportRoute(m?.[2] ?? '') : undefined;
    // An end's label left empty over another label's line ("Arrives:" over "Booked on: 18 Nov 2026 08:22") is no end.
    const departure = labelled(block, departureLabel, '');
    const arrival = labelled(block, arrivalLabel, '');
    if (!m?.[1] || !route || !departure || !arrival) continue;
    legs.push({ designator: m[1], from: route[0], to: route[1], departure, arrival, block });
  }
  return legs;
}

/** One row of a ferry operator's sailing table: "Portsmouth - Caen 27.11.2026 08:15 27.11.2026 14:15 Normandie". */
export interface SailingRow {
  from: string;
  to: string;
  departure: string;
  arrival: string;
  ship?: string;
}

/** Every sailing row of a table with route, numeric departure and arrival, and the ship's name. */
export function sailingRows(text: string): SailingRow[] {
  const row =
    /^([^\d\n]+?)\s+-\s+([^\d\n]+?)\s+(\d{1,2}\.\d{1,2}\.\d{4}\s+\d{1,2}:\d{2})\s+(\d{1,2}\.\d{1,2}\.\d{4}\s+\d{1,2}:\d{2})(?:\s+(.+))?$/gm;
  return [...text.matchAll(row)].map((m) => ({
    from: m[1]?.trim() ?? '',
    to: m[2]?.trim() ?? '',
    departure: m[3] ?? '',
    arrival: m[4] ?? '',
    ship: m[5]?.trim() || undefined,
  }));
}
