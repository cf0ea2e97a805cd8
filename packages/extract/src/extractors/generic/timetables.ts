/**
 * Timetables: a ride's stops printed on lines of their own, led by their side's word (`Köln Hbf an 10:17`) or by their
 * clocks (`08:00 Berlin Hbf`), with the train on a stop's line, between the stops or under them, read as labelled
 * facts for the labelled-facts reader.
 */
import { dayWithMonthName, type ReadWhen, yearAfter } from './date-time.js';
import { factOfLabel, type LabelledFact } from './labelled-facts.js';
import type { Fact } from './labels.js';
import { isStationByFullName, PLATFORM_WORDS, platformIn } from './places.js';
import { isMode, numberedService, type SpokenKind, serviceAndNumber, TRAIN_CODES } from './ride-kinds.js';
import { routeHeadings } from './route-headings.js';
import { classInPhrase, seatingOnLine } from './seating.js';

/**
 * A timetable line of a stop's departure or arrival: `Frankfurt(Main)Hbf ab 09:13 ICE 1035`, `Köln Hbf an 10:17`,
 * its clock on twelve hours with its half of day (`ab 5:55 PM 6`), in capitals or small letters only, never the German
 * "Am" that may open what follows. The stop ends in a printed character (or is one space), so the run of spaces after
 * it has one way to be read.
 */
export const STOP_LINE =
  /^([^\S\n\r\u2028\u2029]|.*?\S)\s+([Aa]b|AB|[Aa]n|AN|[Dd]ep\.?|DEP\.?|[Aa]rr\.?|ARR\.?)\s+(\d{1,2}[:.]\d{2}(?:\s?(?:AM|PM|am|pm)(?![\p{L}\d]))?)(?![\p{L}\d])\s*(.*)$/u;

/** A timetable line led by a stop's clock: `08:00 Berlin Hbf`, `11:55  München Hbf`, `17h20 Marseille`. */
const CLOCK_STOP_LINE = /^(\d{1,2}[:.h]\d{2})\s+(\p{L}[^\d:]{1,60})$/u;

/**
 * A stop led by its clock with more after it: the ride's vehicle (`08:35 Köln Hbf ICE 14`) or the traveller's seat
 * (`09:48 Bruxelles-Midi Coach 21, seat 64`).
 */
const CLOCK_STOP_AND_MORE = /^(\d{1,2}[:.h]\d{2})\s+(\p{L}[^\d:]{1,60}?)\s+(\p{L}{1,12}\.?\s?\d.*)$/u;

/** A stop led by its clock, then a train's bare number and the class booked in it: `18h08 Milano Centrale 9527 1st class`. */
const CLOCK_STOP_NUMBER_CLASS = /^(\d{1,2}[:.h]\d{2})\s+(\p{L}[^\d:]{1,60}?)\s+(\d{3,5})\s+(\S.{0,24})$/u;

/**
 * A ride's direction word before its departure's clock, with or without a colon (`Aller : 16h15 …`, `Outward 07:04 …`,
 * `Rückfahrt 18:08 …`): a label the tables give for a ride's day, or for a return. The spaces before the clock are
 * read one way whether or not a colon stands among them.
 */
const DIRECTION_BEFORE_CLOCK = /^(\p{L}[\p{L}'’ -]{1,24}?)(?:\s*:)?\s+(?=\d{1,2}[:.h]\d{2}\s)/u;

/** The line with its ride's direction word taken off, when it leads the line; else the line. */
function withoutDirection(line: string): string {
  const m = DIRECTION_BEFORE_CLOCK.exec(line);
  const fact = m?.[1] ? factOfLabel(m[1]) : undefined;
  return m && (fact === 'date' || fact === 'dropoff') ? line.slice(m[0].length) : line;
}

/** A clock as `HH:MM` from the ways timetables print it (`16h15`, `16.15`). */
function clockOf(text: string): string {
  return text.replace(/[h.]/, ':');
}

/** The vehicle opening a stop's line's rest when only the class booked in it follows (`TGV 6687 1e classe`). */
function vehicleBeforeClass(rest: string): RegExpExecArray | undefined {
  const vehicle = TIMETABLE_VEHICLE.exec(rest);
  if (vehicle?.index !== 0) return undefined;
  const after = rest.slice(vehicle[0].length).trim();
  return after.length <= 24 && classInPhrase(after) !== undefined && !/\d{2}/.test(after) ? vehicle : undefined;
}

/**
 * A row of a stop, then its day (its year perhaps) and its clock in columns of their own, then perhaps more columns:
 * `LILLE EUROPE     12/05 à 08h14     COACH 7 - SEAT 42`, `Salzburg Hbf     18.10.2024     12:12     RJ 596`.
 */
const DATED_STOP_ROW =
  /^(\p{L}[^\d:]{1,60}?)(?:\s{3,}|\t+)(\d{1,2})[./](\d{1,2})(?:[./](\d{4}))?\.?\s+(?:\p{L}{1,3}\s+)?(\d{1,2})[:h.](\d{2})(?:(?:\s{3,}|\t+)(\S.*))?$/u;

/** A stop and its clock set apart in columns, the clock last: `London Kings Cross     09:00`. */
const STOP_CLOCK_COLUMNS = /^(\p{L}[^\d:]{1,60}?)(?:\s{3,}|\t+)(\d{1,2}[:.]\d{2})$/u;

/**
 * A timetable line of a stop and its clock, the clock leading it or in a column after it: the clock, the stop, and
 * the vehicle the stop's line names, if any.
 */
function clockLedStop(line: string):
  | {
      clock: string;
      stop: string;
      vehicle?: RegExpExecArray;
      number?: string;
      travelClass?: string;
      day?: [number, number, number?];
    }
  | undefined {
  // Every such line holds a clock: most lines of a document are passed by this test alone.
  if (!/\d[:.h]\d/.test(line)) return undefined;
  const led = withoutDirection(line);
  const alone = CLOCK_STOP_LINE.exec(led);
  if (alone?.[1] && alone[2]) return { clock: clockOf(alone[1]), stop: alone[2] };
  const dated = DATED_STOP_ROW.exec(line);
  if (dated?.[1]) {
    const day: [number, number, number?] = [Number(dated[2]), Number(dated[3])];
    if (dated[4]) day.push(Number(dated[4]));
    // The vehicle in the column after the clock (`RJ 596`), the ride's from this stop.
    const vehicle = TIMETABLE_VEHICLE.exec(dated[7] ?? '');
    return {
      clock: `${dated[5]}:${dated[6]}`,
      stop: dated[1],
      day,
      ...(vehicle?.index === 0 ? { vehicle } : {}),
    };
  }
  const columns = STOP_CLOCK_COLUMNS.exec(line);
  if (columns?.[1] && columns[2]) return { clock: columns[2], stop: columns[1] };
  const m = CLOCK_STOP_AND_MORE.exec(led);
  const vehicle = m?.[3] ? (vehicleLine(m[3]) ?? vehicleBeforeClass(m[3])) : undefined;
  // `18h08 Milano Centrale 9527 1st class`: a train's bare number, known for one by the class booked in it.
  const numbered = vehicle ? undefined : CLOCK_STOP_NUMBER_CLASS.exec(led);
  // A short code closing the stop (`Milano Centrale FR 9527`) is the train's kind, not the stop's, unless the station
  // data knows the stop with it.
  const codeLast = numbered?.[2] && /\s\p{Lu}{1,4}$/u.test(numbered[2]) && !isStationByFullName(numbered[2]);
  if (numbered?.[1] && numbered[2] && numbered[3] && numbered[4] && !codeLast && classInPhrase(numbered[4])) {
    const travelClass = classInPhrase(numbered[4]);
    return {
      clock: clockOf(numbered[1]),
      stop: numbered[2],
      number: numbered[3],
      ...(travelClass ? { travelClass } : {}),
    };
  }
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const clock = clockOf(m[1]);
  if (vehicle) {
    const travelClass = classInPhrase(m[3].slice(vehicle[0].length));
    const booked = travelClass ? { travelClass } : {};
    // `Valence TGV 5404 1re classe`: the vehicle's code ends the station's name when the station data knows the name
    // only with it, and the train is its number alone.
    const longer = `${m[2]} ${vehicle[1] ?? vehicle[2] ?? ''}`;
    if (!isStationByFullName(m[2]) && isStationByFullName(longer)) {
      return { clock, stop: longer, number: vehicle[0].replace(/^\p{L}+\s?/u, ''), ...booked };
    }
    return { clock, stop: m[2], vehicle, ...booked };
  }
  return seatingOnLine(m[3]).facts.some((f) => f.fact === 'seat') ? { clock, stop: m[2] } : undefined;
}

/** A train's or bus's name as timetables print it after a departure: `ICE 1035`, `RE 5 (4711)`, `Bus 143`. */
export const TIMETABLE_VEHICLE = new RegExp(
  `(?<![\\p{L}\\d])(?:(${TRAIN_CODES}|S)\\s?\\d{1,5}|(Bus|FlixBus)\\s?[A-Z]?\\d{1,5})\\b`,
  'iu',
);

/** A timetable's heading that names a column of times and one of platforms: `Halt Datum Zeit Gleis Produkte`. */
const PLATFORM_COLUMN =
  /^(?=.*(?<![\p{L}])(?:zeit|time|heure|ora|tijd|tid|hora|czas|čas)(?![\p{L}]))(?=.*(?<![\p{L}])(?:gleis|bahnsteig|platform|voie|binario|spoor|spår|spor|peron|kolej|vía)(?![\p{L}]))[^\d]+$/iu;

/**
 * A platform's number opening what follows a stop's clock, with its sectors or its halves: `18`, `13A-C`, `6 D-G`,
 * `3a/b` (not `101 S 1`).
 */
const PLATFORM_FIRST = /^(\d{1,3}(?:[A-Za-z](?:-[A-Z]|\/[A-Za-z])?|\s[A-Z] ?- ?[A-Z])?)(?=\s|$)/;

/**
 * The platform printed after a stop's clock: named by its word (`Gleis 7 ICE 1035`), or, in a timetable whose heading
 * has a column of platforms, the number that opens the rest (`ab 19:15 18`).
 */
function platformAfterClock(rest: string, column: boolean): string | undefined {
  const text = rest.trim();
  const named = platformIn(text.split(/\s+/).slice(0, 3).join(' ')).platform;
  if (named || !column) return named;
  // `Fern 6`, `Regio 3`: the part of the station, then the number; not a vehicle (`Bus 52`).
  const part = /^\p{Lu}\p{Ll}{2,9}\s(?=\d)/u.exec(text)?.[0] ?? '';
  if (part && TIMETABLE_VEHICLE.exec(text)?.index === 0) return undefined;
  const number = PLATFORM_FIRST.exec(text.slice(part.length))?.[1];
  return number ? `${part}${number}` : undefined;
}

/** A timetable row's stop cell that holds only its day: the stop's name was printed on the lines above the row. */
const DAY_ONLY = /^\d{1,2}\.\d{1,2}\.$/;

/** A line that names a vehicle by a short code and number (`STR 4`, `RNV 5A`, `ICE 547,`): no part of a stop's name. */
const PRODUCT_LIKE = /^\p{L}{1,5}\s?[A-Z]?\d{1,5}[A-Z]?,?$/u;

/**
 * Whether a line is part of a stop's name run onto the lines above its row: it and at most two short lines after it
 * are words with no clock, no label and no product's code, and the row under them opens with its day
 * (`(ZOB), Magdeburg` / `17.02. an 09:49`).
 */
function namePartAbove(lines: readonly string[], at: number): boolean {
  for (let k = at; k < Math.min(lines.length, at + 3); k++) {
    const line = (lines[k] ?? '').trim();
    const row = STOP_LINE.exec(line);
    if (row?.[1] && k > at) return DAY_ONLY.test(row[1]);
    // No clock, no day (`Hinfahrt am 17.02.2016` is the table's heading), no label, no product.
    if (!line || line.length > 40 || line.includes(':') || /\d[:.]\d{1,2}/.test(line) || PRODUCT_LIKE.test(line)) {
      return false;
    }
    if (PLATFORM_COLUMN.test(line)) return false;
  }
  const row = STOP_LINE.exec((lines[at + 3] ?? '').trim());
  return Boolean(row?.[1] && DAY_ONLY.test(row[1]));
}

/** A timetable row's day without its year, closing the stop's cell: `Hannover Hbf   15.03.` (not a clock, `15:03`). */
const ROW_DAY = /(?<!\s)\s+(\d{1,2})\.(\d{1,2})\.$/;

/**
 * A timetable row's stop and its day: the day and month the row prints after the stop, in the year of the day printed
 * above the table (the next year when they fall before it), else as the document's date places them.
 */
function stopOfRow(cell: string, read: ReadWhen, above: string | undefined): { rest: string; date?: string } {
  const m = ROW_DAY.exec(cell);
  const date = m ? yearlessDay(Number(m[1]), Number(m[2]), read, above) : undefined;
  return m && date ? { rest: cell.slice(0, m.index).trim(), date } : read(cell);
}

/**
 * A day printed without its year, in the year of the day printed above it (the next year when it falls before it),
 * else as the document's date places it.
 */
function yearlessDay(day: number, month: number, read: ReadWhen, above: string | undefined): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  if (!above) return read(dayWithMonthName(day, month)).date;
  return `${yearAfter(day, month, above)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A row's day and month, in the year it prints or else as a day printed without its year is placed. */
function dayOfRow(
  [day, month, year]: [number, number, number?],
  read: ReadWhen,
  above: string | undefined,
): string | undefined {
  if (year === undefined) return yearlessDay(day, month, read, above);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A line whose day is not a day of travel: when the ticket was bought, booked, issued, or until when it is valid, or a
 * traveller's day of birth beside their name (`Reisender: Luca Meier, 12.05.1980`), as personal tickets print it.
 */
const NOT_A_TRAVEL_DAY =
  /kauf|buchung|bestell|purchase|order|booked|issued|ausgestellt|gültig|valid|erstellt|payment|paid|zahlung|bezahlt|paiement|betaling|betaald|birth|geburt|\bgeb\.|naissance|nascita|nacimiento|reisende|fahrgast|travell?er|passenger|passager|passeggero|pasajero|reiziger/i;

/**
 * How long the journey takes, printed beside its day (`Sat 19 Jul 2025 Travel time: 08:35`, `Reisedauer 2:15`): a
 * duration, not the clock of a departure, so that the line still gives the rides' day.
 */
const TRAVEL_TIME =
  /(?<![\p{L}])(?:travel time|journey time|duration|reisedauer|reisezeit|fahrzeit|reisduur|reistijd|durée(?: du trajet)?|temps de trajet|durata|duración|restid)\s*:?\s*\d{1,2}\s*(?:[:.h]\s*\d{2}|h)(?:\s*(?:min|h)\b)?/giu;

/** Whether two stops' names are the same stop's, however spaced or cased. */
function sameStop(a: string, b: string): boolean {
  const key = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();
  return key(a) === key(b);
}

/** How far a line's text is set in from its start. */
function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/**
 * Whether a line under a stop's row is set in right of the row's stop, past the gap after it: a cell of the row's
 * later columns (`PR11`, `PERIODE DE POINTE` under `LILLE FLANDRES      21/11 à 07h41   VOITURE 13`).
 */
function isCellRightOfStop(raw: string, row: string | undefined, stop: string): boolean {
  const at = row?.indexOf(stop) ?? -1;
  return at >= 0 && indentOf(raw) >= at + stop.length + 3;
}

/**
 * The vehicle named in the last cell of a table's heading, the other cells words without a digit (`Départ /
 * Arrivée     Date / Heure     TGV 7049`): the ride of the stops under it.
 */
function vehicleEndingHeading(line: string): { fact: SpokenKind; value: string } | undefined {
  const cells = line.split(/\s{3,}/);
  const last = cells.pop() ?? '';
  if (cells.length < 2 || cells.some((cell) => /\d/.test(cell))) return undefined;
  const vehicle = vehicleLine(last);
  return vehicle ? { fact: vehicle[2] ? 'bus' : 'train', value: vehicle[0] } : undefined;
}

/** A clock alone on its line: `07:22`. */
const CLOCK_ALONE = /^\d{1,2}[:.h]\d{2}$/;
/** A stop's name alone on its line: letters first, no digit, no colon. */
const STOP_ALONE = /^\p{L}[^\d:]{1,60}$/u;
/** A platform's line alone, its number given or not yet known: `Track 13`, `Gleis 8`, `Spoor 5b`, `Track unknown`. */
const PLATFORM_ALONE = new RegExp(`^(?:${PLATFORM_WORDS})\\s+(?:\\d{1,3}[a-z]?|\\p{L}{1,12})$`, 'iu');

/**
 * A timetable that stacks each stop's clock, name and platform on lines of their own (`07:22` / `Amsterdam Centraal` /
 * `Track 15`), as a page's table of stops does once it is text: the lines with each stop's clock and name joined into
 * one line led by its clock (the name's and platform's lines left blank), and each such stop's platform by its line.
 * Two such stops at least, each with its platform's line: a clock over a name alone is many other things.
 */
function stackedStops(lines: readonly string[]): { lines: string[]; platforms: Map<number, string> } | undefined {
  const folded = [...lines];
  const platforms = new Map<number, string>();
  let stops = 0;
  for (let i = 0; i + 2 < lines.length; i++) {
    const clock = (lines[i] ?? '').trim();
    const name = (lines[i + 1] ?? '').trim();
    const platform = (lines[i + 2] ?? '').trim();
    if (!CLOCK_ALONE.test(clock) || !STOP_ALONE.test(name) || !PLATFORM_ALONE.test(platform)) continue;
    if (vehicleLine(name) || PLATFORM_ALONE.test(name)) continue;
    folded[i] = `${clock} ${name}`;
    folded[i + 1] = '';
    folded[i + 2] = '';
    const number = platformIn(platform).platform;
    if (number) platforms.set(i, number);
    stops++;
    i += 2;
  }
  return stops >= 2 ? { lines: folded, platforms } : undefined;
}

/**
 * Rides printed as timetable lines, a departure line and the arrival line after it (`Frankfurt(Main)Hbf ab 09:13
 * ICE 1035` / `Köln Hbf an 10:17`, or led by their clocks with the vehicle's line between: `08:00 Berlin Hbf` /
 * `ICE 1005` / `11:55 München Hbf`), as labelled facts: the day is the departure line's own, or that of the nearest line
 * above it that gives one (`Hinfahrt am 14.05.2025`). Read only when the document labels no ride of its own.
 */
export function timetableLines(
  printed: readonly string[],
  read: ReadWhen,
  spoken: () => SpokenKind | undefined,
): LabelledFact[] {
  const stacked = stackedStops(printed);
  const lines: readonly string[] = stacked?.lines ?? printed;
  const platformOf = (i: number) => {
    const platform = stacked?.platforms.get(i);
    return platform ? { platform } : {};
  };
  // A route's heading over a row of its clocks prints no stop's line of its own.
  const headed = routeHeadings(lines, read);
  if (headed.length > 0) return headed;
  // Most documents print no stop's line at all: the days above them are looked for only in those that do.
  if (!lines.some((line) => STOP_LINE.test(line.trim()) || clockLedStop(line.trim()))) return [];
  const platformColumn = lines.some((line) => line.length <= 120 && PLATFORM_COLUMN.test(line.trim()));
  const found: LabelledFact[] = [];
  // Rides read from a departure's row and an arrival's, with the vehicle that names their kind.
  const rides: { vehicle: RegExpExecArray | undefined; facts: LabelledFact[] }[] = [];
  let day: string | undefined;
  let departure: Departure | undefined;
  // A stop's line led by its clock (`08:00 Berlin Hbf`), waiting for the vehicle's line below it.
  let clockFirst: Omit<Departure, 'vehicle'> | undefined;
  // A bus or train named by its label on the line just read (`Linje 830`), for the stops led by their clocks below.
  let named: { fact: SpokenKind; value: string } | undefined;
  // A stop's departure line naming no vehicle (`München Hbf 19.08. ab 19:15 18`), waiting for the vehicle's line below.
  let unnamedDeparture: Omit<Departure, 'vehicle'> | undefined;
  // The lines of a stop's name printed above its row.
  let nameAbove: string[] = [];
  // A departure's line and its arrival's naming no vehicle, waiting for the vehicle's line under the pair.
  let unnamedRide: { departure: Omit<Departure, 'vehicle'>; arrival: Omit<Departure, 'vehicle'> } | undefined;
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || line.length > 160) continue;
    const m = STOP_LINE.exec(line);
    const led = m ? undefined : clockLedStop(line);
    const onlyVehicle = m || led ? undefined : vehicleLine(line);
    // A stop's name too long for its column, on the lines above its row (`Frankfurt(M) Flughafen` / `Regionalbf` /
    // `11.07. ab 21:29 Regio 3`): kept for the row, the ride waiting for it kept too.
    if (!m && !led && !onlyVehicle && namePartAbove(lines, i)) {
      nameAbove.push(line);
      continue;
    }
    const wrapped = nameAbove.join(' ');
    nameAbove = [];
    const waiting = unnamedDeparture;
    unnamedDeparture = undefined;
    const pair = unnamedRide;
    unnamedRide = undefined;
    // The vehicle's line under a departure's line and its arrival's: the ride's vehicle.
    const pairVehicle = pair && !m && !led ? vehicleOpening(line) : undefined;
    if (pair && pairVehicle) {
      rides.push({ vehicle: pairVehicle, facts: ride({ ...pair.departure, vehicle: pairVehicle }, pair.arrival) });
      continue;
    }
    if (onlyVehicle && clockFirst) {
      departure = { ...clockFirst, vehicle: onlyVehicle };
      clockFirst = undefined;
      continue;
    }
    // The vehicle's line between a departure's line and its arrival's: the ride's vehicle.
    if (onlyVehicle && waiting) {
      departure = { ...waiting, vehicle: onlyVehicle };
      continue;
    }
    if (led) {
      const cell = read(led.stop);
      const stop = led.day ? { ...cell, date: dayOfRow(led.day, read, day) } : cell;
      if (led.vehicle) {
        departure = {
          line: i,
          stop: stop.rest,
          clock: led.clock,
          date: stop.date ?? day,
          vehicle: led.vehicle,
          ...platformOf(i),
          ...(led.travelClass ? { travelClass: led.travelClass } : {}),
        };
        clockFirst = undefined;
        named = undefined;
        continue;
      }
      // A train's bare number after the stop (`Valence TGV 5404 1re classe`): the ride's kind is the one the document
      // speaks of, else a train's when the station data knows either end by its full name.
      if (led.number) {
        const mode = spoken();
        clockFirst = {
          line: i,
          stop: stop.rest,
          clock: led.clock,
          date: stop.date ?? day,
          number: led.number,
          ...platformOf(i),
        };
        if (led.travelClass) clockFirst.travelClass = led.travelClass;
        if (mode) clockFirst.mode = mode;
        departure = undefined;
        named = undefined;
        continue;
      }
      const arrival = { line: i, stop: stop.rest, clock: led.clock, date: stop.date, ...platformOf(i) };
      // Two stops led by their clocks with no vehicle between: a ride of the kind the document speaks of, or, where it
      // speaks of none, a train between stations the data knows by their full names.
      // The same stop twice in a row is a change of trains there (`15:02 Rotterdam Centraal` / `Transfer 18 min` /
      // `15:20 Rotterdam Centraal`), an arrival then the next ride's departure: no ride between them.
      const unnamed =
        clockFirst && !departure && !clockFirst.number && !sameStop(clockFirst.stop, stop.rest)
          ? (spoken() ?? (isStationByFullName(clockFirst.stop) && isStationByFullName(stop.rest) ? 'train' : undefined))
          : undefined;
      if (departure?.date) {
        found.push(...ride(departure, arrival));
        departure = undefined;
      } else if (clockFirst?.number) {
        const stations = isStationByFullName(clockFirst.stop) || isStationByFullName(stop.rest);
        const mode = clockFirst.mode ?? (stations ? 'train' : undefined);
        found.push(...ride({ ...clockFirst, vehicle: undefined, ...(mode ? { mode } : {}) }, arrival));
        clockFirst = undefined;
      } else if (clockFirst && unnamed) {
        const number = serviceUnder(lines, i);
        found.push(
          ...ride({ ...clockFirst, vehicle: undefined, mode: unnamed, ...(number ? { number } : {}) }, arrival),
        );
        clockFirst = undefined;
      } else {
        const vehicle = named ? { mode: named.fact, number: named.value } : {};
        clockFirst = {
          line: i,
          stop: stop.rest,
          clock: led.clock,
          date: stop.date ?? day,
          ...vehicle,
          ...platformOf(i),
        };
      }
      named = undefined;
      continue;
    }
    // "1e CLASSE / PLACE ASSISE": the class or seat printed under a stop's row is no stop, and ends no ride; nor is a
    // line set right of the row's stop (a fare's code, `PR11`), a cell of the row's later columns.
    if (clockFirst && (classInPhrase(line) || seatingOnLine(line).facts.length > 0)) continue;
    if (clockFirst && isCellRightOfStop(raw, lines[clockFirst.line], clockFirst.stop)) continue;
    // Only above the first stop: a vehicle named between two stops is the ride's between them, not the next one's.
    named = clockFirst ? undefined : (numberedService(line) ?? vehicleEndingHeading(line));
    clockFirst = undefined;
    if (named) continue;
    if (!m?.[1] || !m[2] || !m[3]) {
      const dayLine = line.replace(TRAVEL_TIME, ' ').trim();
      const when = !/\d/.test(dayLine) || NOT_A_TRAVEL_DAY.test(dayLine) ? undefined : read(dayLine);
      if (when?.date && !when.clock) day = when.date;
      continue;
    }
    const stop = stopOfRow(wrapped && DAY_ONLY.test(m[1]) ? `${wrapped} ${m[1]}` : m[1], read, day);
    const platform = platformAfterClock(m[4] ?? '', platformColumn);
    const departs = /^(?:ab|dep)/i.test(m[2]);
    const vehicle = departs
      ? // The vehicle after the platform, however the platform is written (`Gleis 7`, `4A-D`): the first one named.
        TIMETABLE_VEHICLE.exec((m[4] ?? '').replace(/^(?:Gleis|Gl\.|Pl\.|Platform)\s*\S+\s*/i, ''))
      : null;
    if (departs) {
      const at = { line: i, stop: stop.rest, clock: m[3], date: stop.date ?? day, platform, side: m[2] };
      departure = vehicle ? { ...at, vehicle } : undefined;
      if (!vehicle) unnamedDeparture = at;
      continue;
    }
    const arrival = { line: i, stop: stop.rest, clock: m[3], date: stop.date, platform, side: m[2] };
    if (!departure?.date) {
      if (waiting?.date) unnamedRide = { departure: waiting, arrival };
      continue;
    }
    rides.push({ vehicle: departure.vehicle, facts: ride(departure, arrival) });
    departure = undefined;
  }
  // An itinerary with a column of platforms is a railway's: a bus it names between its trains is a local connection
  // printed for the traveller's guidance, whose ticket is another's.
  const trains = rides.some((r) => r.vehicle && !r.vehicle[2]);
  const booked = platformColumn && trains ? rides.filter((r) => !r.vehicle?.[2]) : rides;
  const timetable = [...found, ...booked.flatMap((r) => r.facts)];
  return [...timetable, ...servicesUnderArrivals(lines, timetable)];
}

/**
 * The train named by its service and number on the first line under a ride's two stops, alone or in the first of
 * the cells that also give its coach and seat (`TGV INOUI 6607 · Voiture 12 · Place 54`).
 */
function serviceUnder(lines: readonly string[], at: number): string | undefined {
  for (let k = at + 1; k < Math.min(lines.length, at + 3); k++) {
    const line = (lines[k] ?? '').trim();
    if (!line) continue;
    const cell = line.split(/\s+[·|•]\s+/)[0] ?? '';
    // A bus's line there (`Bus 2204`, `Line X43`) is its number, which the service reader takes.
    const named = serviceAndNumber(cell);
    if (named && factOfLabel(named.name) === 'service') return undefined;
    const vehicle = vehicleLine(cell);
    return named || (vehicle && !vehicle[2]) ? cell : undefined;
  }
  return undefined;
}

/**
 * A line that opens with a vehicle, as a timetable prints it under its ride's stops: the vehicle alone (`ICE 874`),
 * before a comma when a second train is coupled to it on the next line (`ICE 547,`), or before the seat reserved in
 * it (`ICE 274 1 Sitzplatz, Wg. 2, Pl. 85`).
 */
function vehicleOpening(line: string): RegExpExecArray | undefined {
  const alone = vehicleLine(line.replace(/,$/, ''));
  if (alone) return alone;
  const vehicle = TIMETABLE_VEHICLE.exec(line);
  if (vehicle?.index !== 0) return undefined;
  return seatingOnLine(line.slice(vehicle[0].length)).facts.some((f) => f.fact === 'seat') ? vehicle : undefined;
}

/** A service's or line's label and its number, with no colon between (`Line N031`, `Servicio 3420`, `Ligne 12`). */
const SERVICE_CELL = /^(\p{L}[\p{L} ]{1,20}?)\.?\s+(?:n[°º]\s?|no\.?\s?|#\s?)?([A-Z]{0,3}\d{1,5}[A-Z]?)$/u;

/**
 * The number of the service a timetable's ride runs as, printed on the line under its arrival without a colon,
 * perhaps among other cells (`Line N031 · Seat 12C`, `Bus 2101 · Passenger: …`): a fact of its own at that line.
 * A vehicle's label counts only when it names the ride's own kind.
 */
function servicesUnderArrivals(lines: readonly string[], rides: readonly LabelledFact[]): LabelledFact[] {
  const found: LabelledFact[] = [];
  let kind: Fact | undefined;
  for (const arrival of rides) {
    if (isMode(arrival.fact)) kind = arrival.fact;
    if (arrival.fact !== 'arrive') continue;
    const at = lines.findIndex((l, i) => i > arrival.line && l.trim() !== '');
    const cells = at < 0 ? [] : (lines[at] ?? '').trim().split(/\s+[·|•]\s+|\s{2,}/);
    for (const cell of cells) {
      const m = SERVICE_CELL.exec(cell.trim());
      const fact = m?.[1] ? factOfLabel(m[1]) : undefined;
      if (m?.[1] && m[2] && (fact === 'service' || (fact !== undefined && fact === kind))) {
        found.push({ fact: 'service', label: m[1], value: m[2], line: at });
        break;
      }
    }
  }
  return found;
}

/**
 * A line naming a vehicle and nothing else, perhaps after its operator's name: `ICE 1601`, `SNCF TGV 6420`, `Trenitalia
 * FR 9527`.
 */
export function vehicleLine(line: string): RegExpExecArray | undefined {
  const vehicle = TIMETABLE_VEHICLE.exec(line);
  if (!vehicle || vehicle.index + vehicle[0].length !== line.length) return undefined;
  const operator = line.slice(0, vehicle.index).trim();
  return operator === '' || /^\p{L}[\p{L}&.'’ -]{0,30}$/u.test(operator) ? vehicle : undefined;
}

/** A timetable's departure: its line, stop, clock, vehicle (or kind, when it names none) and day. */
interface Departure {
  line: number;
  stop: string;
  clock: string;
  vehicle: RegExpExecArray | undefined;
  mode?: SpokenKind;
  /** The number of a bus or train named by its label above the stops (`Linje 830`), with `mode` its kind. */
  number?: string;
  date?: string | undefined;
  /** The platform printed after the clock (`Gleis 7`, or a number under a timetable's column of platforms). */
  platform?: string | undefined;
  /** The word for the stop's side that the row prints before its clock (`ab`, `an`), kept as the fact's label. */
  side?: string;
  /** The class booked, printed after the departure's vehicle (`TGV 6687 1re classe`). */
  travelClass?: string;
}

/** A stop's platform as its value prints it after the stop (` Platform 18`), for the ride's reading of its ends. */
function platformWords(stop: { platform?: string | undefined }): string {
  return stop.platform ? ` Platform ${stop.platform}` : '';
}

/** A ride from a timetable's departure to an arrival, as labelled facts at their lines. */
function ride(departure: Departure, arrival: Omit<Departure, 'vehicle'>): LabelledFact[] {
  if (!departure.date) return [];
  const at = (fact: Fact, value: string, line: number, label = ''): LabelledFact => ({ fact, label, value, line });
  const kind = departure.vehicle ? (departure.vehicle[2] ? 'bus' : 'train') : departure.mode;
  if (!kind) return [];
  return [
    at(kind, departure.vehicle?.[0] ?? departure.number ?? '', departure.line),
    at('date', departure.date, departure.line),
    at(
      'depart',
      `${departure.stop} ${departure.clock.replace('.', ':')}${platformWords(departure)}`,
      departure.line,
      departure.side,
    ),
    at(
      'arrive',
      `${arrival.stop} ${arrival.date ?? ''} ${arrival.clock.replace('.', ':')}${platformWords(arrival)}`.replace(
        /\s+/g,
        ' ',
      ),
      arrival.line,
      arrival.side,
    ),
    ...(departure.travelClass ? [at('class', departure.travelClass, departure.line)] : []),
  ];
}
