import { findStationByName } from '../../refdata/stations.js';
import { clockTime, HALF_OF_DAY } from '../lib/dates.js';
import type { ReadWhen } from './date-time.js';
import type { LabelledFact } from './labelled-facts.js';
import { isStationByFullName, stationIn } from './places.js';
import { TRAIN_CODES } from './ride-kinds.js';

/**
 * A table's row of a ride as its text runs the cells together: both stations, then the departure's and the arrival's
 * clocks (on 24 hours or on twelve), then perhaps the ride's length and changes (`London St Pancras Int'l Rotterdam
 * Centraal 18:04 22:32 3 hrs 28 mins Direct`).
 */
const STATIONS_THEN_CLOCKS = new RegExp(
  String.raw`^(\p{L}[^\d:|]{4,90}?)\s+(\d{1,2}[:.]\d{2}${HALF_OF_DAY})\s+(\d{1,2}[:.]\d{2}${HALF_OF_DAY})(?:\s+(\S.{0,40}))?$`,
  'u',
);
/** Two clocks side by side, on 24 hours or on twelve (`6:04 PM 10:32 PM`). */
const TWO_CLOCKS = /\d[:.]\d\d(?:\s?[AaPp]\.?[Mm]\.?)?\s+\d{1,2}[:.]\d\d/;

/** A clock of the row as `HH:MM` on 24 hours where it prints its half of day (`6:04 PM` → `18:04`), else as printed. */
function onTwentyFourHours(clock: string): string {
  return (/[AaPp]\.?[Mm]/.test(clock) ? clockTime(clock) : undefined) ?? clock.replace('.', ':');
}

/** What may follow the clocks: the ride's length and its changes, no other stop or clock. */
const AFTER_CLOCKS = /^[\p{L}\d ,.]*$/u;

/**
 * The two stations a run of words names, one after the other, where the cuts of the words into two names the station
 * data knows whole all give the same two stations: `London St Pancras Int'l` and `Rotterdam Centraal` (a word the data
 * passes over, such as `Int'l`, may end the first name or begin the second: it ends the first).
 */
function twoStations(words: string): [string, string] | undefined {
  const parts = words.trim().split(/\s+/);
  const cuts: [string, string][] = [];
  for (let k = 1; k < parts.length; k++) {
    const [from, to] = [parts.slice(0, k).join(' '), parts.slice(k).join(' ')];
    if (isStationByFullName(from) && isStationByFullName(to)) cuts.push([from, to]);
  }
  const pairs = new Set(cuts.map(([from, to]) => `${findStationByName(from)?.name}|${findStationByName(to)?.name}`));
  const [from, to] = cuts.at(-1) ?? [];
  return pairs.size === 1 && from && to && findStationByName(from)?.name !== findStationByName(to)?.name
    ? [from, to]
    : undefined;
}

/**
 * A row that prints each station before its clock, an arrow between the two ends, then perhaps the train and its coach
 * and seat (`Zürich HB 08:02 → Bern 08:58 IC 8 Wagen 7 Platz 45`).
 */
const STATION_CLOCK_ARROW = new RegExp(
  String.raw`^(\p{L}[^\d:|→➡>]{1,60}?)\s+(\d{1,2}[:.]\d{2}${HALF_OF_DAY})(?:\s*(?:→|->|➡)\s*|\s+[-–—]\s+)(\p{L}[^\d:|→➡>]{1,60}?)\s+(\d{1,2}[:.]\d{2}${HALF_OF_DAY})(?:\s+(\S.{0,60}))?$`,
  'u',
);

/** A train's kind and number opening what follows an arrow row's clocks (`IC 8`, `IR 90`). */
const ROW_TRAIN = new RegExp(String.raw`^(?:${TRAIN_CODES})\s?\d{1,5}(?![\p{L}\d])`, 'u');

/**
 * An arrow row's ride: its ends and clocks, and the train that opens what follows them, when both ends are stations
 * the data knows and either one by its whole name or the train is printed (`Bern` is a town's name too). What follows
 * the train holds no clock (its coach and seat are read by their labels).
 */
function arrowRow(
  line: string,
): { from: string; departs: string; to: string; arrives: string; train?: string } | undefined {
  const m = STATION_CLOCK_ARROW.exec(line);
  if (!m?.[1] || !m[2] || !m[3] || !m[4]) return undefined;
  const [from, to, after] = [m[1].trim(), m[3].trim(), (m[5] ?? '').trim()];
  const train = ROW_TRAIN.exec(after)?.[0];
  if (!AFTER_CLOCKS.test(after.slice(train?.length ?? 0)) || (after && !train)) return undefined;
  const [a, b] = [stationIn(from), stationIn(to)];
  if (!a || !b || findStationByName(a)?.name === findStationByName(b)?.name) return undefined;
  if (!train && !(isStationByFullName(from) && isStationByFullName(to))) return undefined;
  return { from, departs: m[2], to, arrives: m[4], train };
}

/** A row of both stations, then both clocks: its ends and clocks. */
function pairRow(
  line: string,
): { from: string; departs: string; to: string; arrives: string; train?: string } | undefined {
  const m = STATIONS_THEN_CLOCKS.exec(line);
  if (!m?.[1] || !m[2] || !m[3] || !AFTER_CLOCKS.test(m[4] ?? '')) return undefined;
  const stations = twoStations(m[1]);
  return stations ? { from: stations[0], departs: m[2], to: stations[1], arrives: m[3] } : undefined;
}

/** How many lines with text above a row its day may stand. */
const DAY_ABOVE = 2;

/**
 * Rides printed as one row each of both stations and both clocks, under a line that gives the ride's day
 * (`Outbound Eurostar Standard Wednesday, 10 June 2026`), as labelled facts of a ride at the row's line. Both
 * stations must be known to the station data by their whole names; a row without its day gives nothing. `dayLines`
 * are the lines that gave the days: what a label there reads (`Return` as a car's drop-off) is the ride's day.
 */
export function stationPairRows(
  lines: readonly string[],
  read: ReadWhen,
): { facts: LabelledFact[]; dayLines: Set<number> } {
  const found: LabelledFact[] = [];
  const dayLines = new Set<number>();
  const rowLines = new Set<number>();
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    // The cheaper tests first: most lines hold no two clocks.
    if (line.length > 160 || !/\d[:.]\d\d/.test(line)) continue;
    const row = TWO_CLOCKS.test(line) ? pairRow(line) : arrowRow(line);
    if (!row) continue;
    rowLines.add(i);
    let date: string | undefined;
    let dayAt = -1;
    // The rows of one day stand one under the other below it: another row is not counted.
    for (let j = i - 1, seen = 0; j >= 0 && seen < DAY_ABOVE && !date; j--) {
      const above = (lines[j] ?? '').trim();
      if (!above || rowLines.has(j)) continue;
      seen++;
      const when = read(above);
      if (when.date && !when.clock) [date, dayAt] = [when.date, j];
    }
    if (!date) continue;
    dayLines.add(dayAt);
    const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line: i });
    const [departs, arrives] = [onTwentyFourHours(row.departs), onTwentyFourHours(row.arrives)];
    // An arrival's clock before its departure's lies on the next day.
    const later = arrives < departs ? ' +1' : '';
    // With no vehicle named, rides between stations the data knows by their full names are trains.
    if (row.train) found.push(at('train', row.train));
    // The day after the ends: rows of one day each open a ride of their own, the day read for each.
    found.push(at('depart', `${row.from} ${departs}`), at('arrive', `${row.to} ${arrives}${later}`), at('date', date));
  }
  return { facts: found, dayLines };
}
