import { airlineName } from '../../refdata/airlines.js';
import { findAirport } from '../../refdata/airports.js';
import { reservationSystemClock } from '../lib/dates.js';
import { familyGroup, isNameFieldLine } from '../lib/names.js';
import { matchAll } from '../lib/text.js';
import type { LabelledFact } from './labelled-facts.js';

/**
 * A flight as a reservation system prints its segment (Amadeus, Sabre, Galileo, Apollo, Worldspan, and every agency
 * tool that shows their displays): its number in the booking, the designator, perhaps the booking class, the day
 * (`20JAN`), perhaps the weekday (`2`, Sabre's `M`), the two airports' codes run together (`HKGSEA`), the status with
 * the seats it holds (`HK1`), the departure and arrival clocks (`1145 0811`, `600A 235P`), perhaps the arrival's day
 * (`+1`, `21JAN`): ` 1. DL   38 Y  20JAN HKGSEA HS3  1145   0811  O  SA`,
 * `  2  LH 400 Y 12MAR 2 FRAJFK HK1  1005 1240  12MAR`, ` 1 LH 400Y 20JAN M FRAJFK*HK2  1000  1245  /DCLH*ABCDEF /E`,
 * ` 1 UA 110Y 12MAR 4 SFOEWR*HK1   600A  235P`, the status after a star or a space, a later arrival after `+` or `#`.
 * The clocks may run together after a letter (`900A1210P`); Galileo marks an arrival's day before its clock, stuck to
 * it or apart (`# 715A` the next day, `*` the day after, `-2330` the day before). TravelSky's eTerm runs the weekday on
 * to the day and may print a sub-class digit after the class:
 * ` 2.  CA996  Z1  FR25SEP  IAHPEK RR2   0100 0450+1    E --T3`, and the year of a later day run on to it and the
 * airports (`TU23AUG16LAXHKG`). Apollo marks a later arrival right after its clock, before its own star: the next day
 * with `|` or `+`, later days with their count (`745A|*`, `340P+*`, `540A2*`).
 */
const SEGMENT_LINE =
  /^\s*\d{1,2}\s*\.?\s+([A-Z0-9]{2})\s*(\d{1,4})\s*(?:([A-Z])\d?)?\s+(?:(?:MO|TU|WE|TH|FR|SA|SU)(?=\d))?(\d{1,2}[A-Z]{3}(?:\d{2}(?=[A-Z]{6}\s))?)(?:\s+(?:[1-7A-Z]|MO|TU|WE|TH|FR|SA|SU))?(?:\s+|(?<=[A-Z]{3}\d{2}))([A-Z]{3})\s*([A-Z]{3})\s*\*?([A-Z]{2})(\d{1,2})\s+(\d{3,4}[APN]?)(?:\s+|(?<=[APN]))(?:([#*-])\s*)?(\d{3,4}[APN]?)(?:\s*[+#](\d)|([+|])|(\d)(?=\*))?(?:\s+(\d{1,2}[A-Z]{3})(?![A-Z0-9]))?(?:\s|\*|$)/;

/**
 * Apollo's star after the arrival's clock and one weekday alone after it (`*         WE   E`): the arrival falls on the
 * segment's day, however early its clock (`NRTIAH SS1   435P  235P *         WE`); a later arrival gets two (`TU/WE`).
 */
const APOLLO_ONE_WEEKDAY = /^\s*\*\s+(?:MO|TU|WE|TH|FR|SA|SU)(?![A-Z/])/;

/** Days the mark before an arrival's clock moves it by: Galileo's `#` the next day, `*` the day after, `-` the day before. */
const MARKED_DAYS: Readonly<Record<string, number>> = { '#': 1, '*': 2, '-': -1 };

/** A segment line as printed: its fields, the clocks as the system prints them (`1145`, `600A`). */
export interface SegmentLine {
  airline: string;
  number: string;
  day: string;
  from: string;
  to: string;
  /** The segment's status (`HK`, `TK`, `HX`). */
  status: string;
  departs: string;
  arrives: string;
  /** The arrival's own day where the line prints it (`21JAN`). */
  arrivalDay?: string;
  /**
   * Else the days the arrival is later than the segment's day, where a mark says (`+1`, `|`, `#`; `-1` for `-`); 0
   * where Apollo prints one weekday after its star, the day both ends fall on (`435P  235P *         WE`).
   */
  daysLater?: number;
}

/** Reads a reservation system's segment line; undefined for any other line. */
export function readSegmentLine(line: string): SegmentLine | undefined {
  const m = SEGMENT_LINE.exec(line);
  if (!m) return undefined;
  const [, airline = '', number = '', , day = '', from = '', to = '', status = '', , departs = '', mark, arrives = ''] =
    m;
  // A later arrival's count (`+1`, `#2`, Apollo's `2*`) or Apollo's next day (`|`, `+`), else the mark before the clock.
  const [count, nextDay, countBeforeStar, arrivalDay] = [m[12], m[13], m[14], m[15]];
  const marked = count ?? (nextDay ? '1' : countBeforeStar);
  const daysLater = arrivalDay
    ? undefined
    : marked !== undefined
      ? Number(marked)
      : (MARKED_DAYS[mark ?? ''] ?? (APOLLO_ONE_WEEKDAY.test(line.slice(m[0].length - 1)) ? 0 : undefined));
  return { airline, number, day, from, to, status, departs, arrives, arrivalDay, daysLater };
}

/** The statuses of a segment that holds its seats: confirmed, confirmed by schedule change, ticketed, requested and sold. */
const HOLDING = new Set(['HK', 'HS', 'KK', 'KL', 'RR', 'TK', 'SS']);

/**
 * A passenger in a reservation system's name field: its number (`1.1`, `2.`) run on to the family name, a slash, the
 * given names and a title, ending at a remark's star (an infant's `*07JAN2007`), Amadeus's type and birth day in
 * brackets (`(ADT/14MAR85)`), a wide gap, the next passenger's number or the line's end (`1.1KONQUI/KATIE MS`).
 */
const NAME_ENTRY =
  /(?<!\S)\d{1,2}\.\d{0,2}\s?([A-Z][A-Z'-]*(?: [A-Z][A-Z'-]*)*(?:\/[A-Z][A-Z.'-]*(?: [A-Z][A-Z.'-]*)*)+)(?=\*|\(|\s{2,}|\s+\d{1,2}\.\d{0,2}[A-Z]|\s*$)/g;

/**
 * The people of a name field's line (see `isNameFieldLine`), family name first (`KONQUI/KATIE MS`); a family's group
 * gives each of its given names after a slash (`1.2DELACRUZ/ANTON/EXST`, see `familyGroup`).
 */
export function nameFieldPeople(line: string): string[] {
  return matchAll(line, NAME_ENTRY).flatMap((m) => familyGroup(m[1] ?? ''));
}

/**
 * The record's locator where a display heads it: last on Amadeus's `RP/` line, first on Galileo's heading line
 * (`WC6FVO/WS QSBIV VTL9WS  AG 99999992 08MAR`: locator, agent's sign, ..., the day it was made).
 */
const RECORD_HEADING = /^\s*RP\/\S+.*\s([A-Z0-9]{6})\s*$|^\s*([A-Z0-9]{6})\/[A-Z0-9]{2}\s.*\s\d{2}[A-Z]{3}\s*$/;

/** The record's locator a display's heading line gives; undefined for any other line. */
export function headingLocator(line: string): string | undefined {
  const heading = RECORD_HEADING.exec(line);
  return heading?.[1] ?? heading?.[2];
}

/** A segment line in eTerm's shape, the weekday run on to the day (`WE06SEP`). */
const WEEKDAY_BEFORE_DAY = /\s(?:MO|TU|WE|TH|FR|SA|SU)\d{2}[A-Z]{3}(?:\s|\d{2}[A-Z]{6}\s)/;

/**
 * eTerm's name field, on the lines between the display's banner and its first segment: its passengers numbered from
 * `1.`, each run on to the next after a space, a child's marked by `CHD` after the name, then the record's locator
 * (` 1.DONG/XUEMIN 2.JIE/LINPING NB416S`, ` 1.林小雨CHD KR7XWP`).
 */
const ETERM_NAME_FIELD = /^\s*(1\.\S.*?)\s+([A-Z0-9]{5,6})\s*$/;
const ETERM_PASSENGER = /(?:^|\s)\d{1,2}\.(\S.*?)(?=\s+\d{1,2}\.|$)/g;
const TITLE_OR_TYPE = /^(?:MRS?|MS|MISS|MSTR|CHD|INF|ADT)$/;

/** Passengers and locator of an eTerm name field that ends before line `end`, the lines it takes. */
function etermNameField(lines: readonly string[], end: number): { facts: LabelledFact[]; lines: number[] } {
  const start = lines.slice(0, end).findIndex((line) => /^\s*1\.\S/.test(line));
  if (start < 0) return { facts: [], lines: [] };
  // The field may run over several lines, each opening with a passenger's number.
  let last = start;
  while (last + 1 < end && /^\s*\d{1,2}\.\S/.test(lines[last + 1] ?? '')) last += 1;
  const field = lines
    .slice(start, last + 1)
    .map((line) => line.trim())
    .join(' ');
  const m = ETERM_NAME_FIELD.exec(field);
  if (!m?.[1] || !m[2] || TITLE_OR_TYPE.test(m[2]) || field.length > 400) return { facts: [], lines: [] };
  const facts: LabelledFact[] = [{ fact: 'reference', label: 'Record locator', value: m[2], line: start }];
  for (const entry of m[1].matchAll(ETERM_PASSENGER)) {
    const name = entry[1]?.replace(/\s?(?:CHD|INF)$/, '').trim();
    if (name && /^(?:[A-Z][A-Z' -]*\/[A-Z][A-Z' -]*|\p{Script=Han}{2,4})$/u.test(name)) {
      facts.push({ fact: 'person', label: 'Name', value: name, line: start });
    }
  }
  const taken = Array.from({ length: last - start + 1 }, (_, k) => start + k);
  return facts.length > 1 ? { facts, lines: taken } : { facts: [], lines: [] };
}

/** Whether a line is a reservation system's segment line of a flight that holds its seats. */
export function isSegmentLine(line: string): boolean {
  return segmentOf(line) !== undefined;
}

function segmentOf(line: string) {
  if (line.length > 160) return undefined;
  const segment = readSegmentLine(line);
  if (!segment) return undefined;
  const { airline, number, day, from, to, status, arrivalDay, daysLater } = segment;
  const [departure, arrival] = [reservationSystemClock(segment.departs), reservationSystemClock(segment.arrives)];
  if (!/[A-Z]/.test(airline) || !airlineName(airline) || !HOLDING.has(status) || !departure || !arrival) {
    return undefined;
  }
  // One end may be an airport newer than the airport data (Xiangxi Biancheng's DXJ, opened in 2022): the line's shape
  // says both are airports' codes, the other end's that it is a line of flights.
  if (from === to || (!findAirport(from) && !findAirport(to))) return undefined;
  // An arrival the day before is left to the clocks' order; one the line says falls on the segment's day (Apollo's
  // one weekday) takes that day, however early its clock (`NRTIAH SS1   435P  235P *         WE`).
  const later = daysLater !== undefined && daysLater > 0 ? ` +${daysLater}` : '';
  const arrivesOn = arrivalDay ?? (daysLater === 0 ? day : undefined);
  return {
    flight: `${airline} ${Number(number)}`,
    day,
    depart: `(${from}) ${departure}`,
    arrive: arrivesOn ? `(${to}) ${arrivesOn} ${arrival}` : `(${to}) ${arrival}${later}`,
  };
}

/**
 * The airports' codes of a display's segment lines: each an airport, known to the airport data or not (one end of a
 * line may be an airport newer than the data).
 */
export function segmentAirports(lines: readonly string[]): Set<string> {
  const codes = new Set<string>();
  for (const line of lines) {
    const segment = segmentOf(line) && readSegmentLine(line);
    if (segment) codes.add(segment.from).add(segment.to);
  }
  return codes;
}

/**
 * The airline's own record locator Sabre prints after the direct-connect mark of a segment (`/DCKQ*K7Q2MW /E`), on the
 * segment's line or alone on the next one when the arrival's date took the room.
 */
const AIRLINE_LOCATOR = /\/DC[A-Z0-9]{2}\*([A-Z0-9]{5,8})\b/;
const LOCATOR_ALONE = /^\s*\/DC[A-Z0-9]{2}\*[A-Z0-9]{5,8}\s*(?:\/E)?\s*$/;

export function airlineLocator(lines: readonly string[], i: number): string | undefined {
  const own = AIRLINE_LOCATOR.exec(lines[i] ?? '')?.[1];
  if (own) return own;
  const next = lines[i + 1] ?? '';
  return LOCATOR_ALONE.test(next) ? AIRLINE_LOCATOR.exec(next)?.[1] : undefined;
}

/**
 * The flights of a reservation system's display, a segment line each, as labelled facts at their lines, and the
 * passengers of its name field (`1.1KONQUI/KATIE MS  2.1KONQUI/DOCTOR MR`) as labelled names; `lines` holds the lines
 * read.
 */
export function segmentLines(lines: readonly string[]): { facts: LabelledFact[]; lines: Set<number> } {
  const facts: LabelledFact[] = [];
  const used = new Set<number>();
  const headed = lines.some((line) => headingLocator(line) !== undefined);
  for (const [i, line] of lines.entries()) {
    const segment = segmentOf(line);
    if (!segment) continue;
    const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line: i });
    facts.push(
      at('flight', segment.flight),
      at('date', segment.day),
      at('depart', segment.depart),
      at('arrive', segment.arrive),
    );
    // A display with no locator of its own names each flight by its airline's (`/DCKQ*K7Q2MW /E`), read after it.
    const own = headed ? undefined : airlineLocator(lines, i);
    if (own) facts.push({ fact: 'reference', label: 'Airline locator', value: own, line: i });
    used.add(i);
  }
  if (facts.length === 0) return { facts, lines: used };
  const first = Math.min(...used);
  if (WEEKDAY_BEFORE_DAY.test(lines[first] ?? '')) {
    const field = etermNameField(lines, first);
    facts.push(...field.facts);
    for (const i of field.lines) used.add(i);
  }
  for (const [i, line] of lines.entries()) {
    if (used.has(i)) continue;
    const locator = headingLocator(line);
    if (locator) {
      facts.push({ fact: 'reference', label: 'Record locator', value: locator, line: i });
      used.add(i);
      continue;
    }
    // A name field's line begins with a passenger's number run on to a name.
    if (line.length > 200 || !isNameFieldLine(line)) continue;
    for (const name of nameFieldPeople(line)) facts.push({ fact: 'person', label: 'Name', value: name, line: i });
    used.add(i);
  }
  return { facts: facts.sort((a, b) => a.line - b.line), lines: used };
}
