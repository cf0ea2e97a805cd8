/**
 * Rides printed as a route's heading over a row of their clocks: the vehicle's word, the train's service, its two ends
 * joined by a dash and its number (`TRAIN NORTHEAST REGIONAL WASHINGTON - NEW YORK (PENN STATION) 188`, perhaps run
 * onto a second line), the day of travel on a line under it, then a header of the departure's and arrival's words with
 * their two clocks (`DEPARTS ARRIVES (Thu Mar 8) 7:10 PM 10:34 PM`), read as labelled facts.
 */
import { clockTime } from '../lib/dates.js';
import type { ReadWhen } from './date-time.js';
import type { LabelledFact } from './labelled-facts.js';
import { townOf } from './places.js';

/** The route's heading: the vehicle's word, then the service, ends and number, perhaps still to come on the next line. */
const HEADING = /^(?:train|zug|treno|tren|trein|tåg|tog)\s+(\p{L}.*)$/iu;

/** The heading's end: the train's number after its arrival's end (`NEW YORK (PENN STATION) 188`). */
const NUMBER_LAST = /^(.*\S)\s+(\d{1,5})$/;

/**
 * The header of the departure's and arrival's words with their clocks, the day in brackets perhaps between:
 * `DEPARTS ARRIVES (Sun Sep 16) 7:00 PM 11:00 PM`, `Departure Arrival 07:10 10:34`.
 */
const CLOCK_HEADER =
  /^(?:departs?|departure|dep\.?)\s+(?:arrives?|arrival|arr\.?)\s+(?:\((?:\p{L}{2,9}\.?,?\s+)?(\p{L}{3,9}\.?\s+\d{1,2}|\d{1,2}\.?\s+\p{L}{3,9}\.?)\)\s+)?(\d{1,2}:\d{2}(?:\s*[AP]M)?)\s+(\d{1,2}:\d{2}(?:\s*[AP]M)?)$/iu;

/** A clock as a 24-hour `HH:MM`: `7:10 PM` → `19:10`. */
function clock24(clock: string): string {
  return clockTime(clock) ?? clock;
}

/**
 * The train's service and its departure's end, one run of words: the departure is the longest run of last words that
 * is a town the gazetteer knows, perhaps with its station in brackets or after a comma (`NORTHEAST REGIONAL | NEW YORK
 * (PENN STATION)`); the service is at least one word before it.
 */
function serviceAndStart(words: string): { service: string; start: string } | undefined {
  const parts = words.split(/\s+/);
  for (let k = 1; k < parts.length; k++) {
    const start = parts.slice(k).join(' ');
    const town = townOf(start);
    // The town alone, or with its station in brackets or after a comma: `SILVER BOSTON STAR CHICAGO` departs from
    // Chicago, not Boston.
    const after = town && start.toLowerCase().startsWith(town.toLowerCase()) ? start.slice(town.length) : undefined;
    if (after !== undefined && /^(?:$|\s*[(,])/.test(after)) {
      return { service: parts.slice(0, k).join(' '), start };
    }
  }
  return undefined;
}

/** One ride read from its heading at `at`, or undefined when any part of it does not read. */
function rideAt(lines: readonly string[], at: number, read: ReadWhen): LabelledFact[] | undefined {
  const first = HEADING.exec((lines[at] ?? '').trim())?.[1];
  if (!first) return undefined;
  // The heading ends with the train's number on its own line or the next.
  let heading = first;
  let k = at;
  if (!NUMBER_LAST.test(heading)) {
    k++;
    heading = `${heading} ${(lines[k] ?? '').trim()}`;
  }
  const numbered = NUMBER_LAST.exec(heading);
  const ends = numbered?.[1]?.split(' - ');
  if (!numbered?.[2] || ends?.length !== 2) return undefined;
  const named = serviceAndStart(ends[0] ?? '');
  const end = (ends[1] ?? '').trim();
  if (!named || !/^\p{L}[\p{L} .'()-]{1,60}$/u.test(end)) return undefined;
  // The day of travel on the line under the heading, then the header of clocks under it.
  const day = read((lines[k + 1] ?? '').trim()).date;
  const header = CLOCK_HEADER.exec((lines[k + 2] ?? '').trim());
  if (!day || !header?.[2] || !header[3]) return undefined;
  // The day in brackets is the arrival's, in the year of the departure's (or the next).
  const arrival = header[1] ? read(`${header[1]} ${day.slice(0, 4)}`).date : day;
  if (!arrival || arrival < day) return undefined;
  const line = k + 2;
  return [
    { fact: 'train', label: '', value: `${named.service} ${numbered[2]}`, line: at },
    { fact: 'date', label: '', value: day, line: at },
    { fact: 'depart', label: '', value: `${named.start} ${clock24(header[2])}`, line },
    { fact: 'arrive', label: '', value: `${end} ${arrival} ${clock24(header[3])}`, line },
  ];
}

/**
 * A route's line led by the vehicle's word and number and a colon, its two ends joined by a spaced dash (`Train 173:
 * NEW YORK (PENN STATION), NY - WASHINGTON, DC`), as a receipt prints each ride over its departure's line.
 */
const NUMBERED_ROUTE =
  /^(?:train|zug|treno|tren|trein|tåg|tog)\s+(\d{1,5})\s*:\s*(\p{L}[\p{L} .,'()-]{1,60}?)\s+[-–]\s+(\p{L}[\p{L} .,'()-]{1,60}?)$/iu;

/** A departure's or arrival's line with its day and clock: `Depart 3:35 PM, Friday, January 11, 2019`. */
const DEPART_LINE = /^(?:departs?|departure|dep\.)\s*:?\s+(.+)$/i;
const ARRIVE_LINE = /^(?:arrives?|arrival|arr\.)\s*:?\s+(.+)$/i;

/**
 * One ride read from its numbered route's line at `at` and the departure's line under it (the arrival's after that,
 * if printed; blank lines between), or undefined when the departure's line does not give a day and a clock.
 */
function numberedRideAt(lines: readonly string[], at: number, read: ReadWhen): LabelledFact[] | undefined {
  const m = NUMBERED_ROUTE.exec((lines[at] ?? '').trim());
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const next = lines
    .map((line, i) => ({ line: line.trim(), i }))
    .slice(at + 1)
    .filter((l) => l.line !== '')
    .slice(0, 2);
  const departs = DEPART_LINE.exec(next[0]?.line ?? '')?.[1];
  const leaves = departs ? read(departs) : undefined;
  if (!leaves?.date || !leaves.clock || leaves.rest.replace(/[\s,]+/g, '') !== '') return undefined;
  const arrives = ARRIVE_LINE.exec(next[1]?.line ?? '')?.[1];
  const lands = arrives ? read(arrives) : undefined;
  if (arrives && (!lands?.clock || lands.rest.replace(/[\s,]+/g, '') !== '')) return undefined;
  const line = next[0]?.i ?? at;
  return [
    { fact: 'train', label: '', value: m[1], line: at },
    { fact: 'date', label: '', value: leaves.date, line: at },
    { fact: 'depart', label: '', value: `${m[2]} ${leaves.date} ${leaves.clock}`, line },
    {
      fact: 'arrive',
      label: '',
      value: lands?.clock ? `${m[3]} ${lands.date ?? leaves.date} ${lands.clock}` : m[3],
      line: next[1]?.i ?? line,
    },
  ];
}

/**
 * Every ride printed as a numbered route's line over its departure's line (`Train 173: NEW YORK (PENN STATION), NY -
 * WASHINGTON, DC` / `Depart 3:35 PM, Friday, January 11, 2019`), as labelled facts, or none when one such route does
 * not read whole as a ride.
 */
export function numberedRoutes(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (const [i, line] of lines.entries()) {
    if (!NUMBERED_ROUTE.test(line.trim())) continue;
    const ride = numberedRideAt(lines, i, read);
    if (!ride) return [];
    found.push(...ride);
  }
  return found;
}

/**
 * Every ride printed as a route's heading over its clocks, or none when one such heading, or one header of clocks,
 * does not read whole as a ride (`TRAIN 90` / `PALMETTO Sep 9, 2018 WASHINGTON - NEW YORK (PENN`: columns run into
 * each other).
 */
export function routeHeadings(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  let headers = 0;
  for (const [i, line] of lines.entries()) {
    if (CLOCK_HEADER.test(line.trim())) headers++;
    if (!HEADING.test(line.trim())) continue;
    const ride = rideAt(lines, i, read);
    if (!ride) return [];
    found.push(...ride);
  }
  // Each ride's facts end at its header of clocks: four facts a ride.
  return found.length === headers * 4 ? found : [];
}
