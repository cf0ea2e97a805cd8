import { localDateTime } from './dates.js';
import { capture } from './text.js';

/**
 * A timetable of stops as train tickets and journey printouts print it (`Halt Datum Zeit Gleis Produkte`): a row per
 * stop with its day, `ab`/`an` (`dep`/`arr`) and time, its platform, and the product (`ICE 274`) it leaves or
 * arrives on, each departure's row followed by its arrival's. Read with its columns (values apart by runs of spaces)
 * or without (one space between every value, as a PDF text extractor without layout prints it).
 */

export interface Stop {
  station: string;
  time: string | undefined;
  platform: string;
  /** The product column of this row and of the wrapped lines below it. */
  details: string;
}

/** A stop of the table: station, day and month, departure or arrival (German or English ticket), time. */
const ROW = /^\s*(\S.*?)\s{2,}(\d{2})\.(\d{2})\.\s+(ab|an|dep|arr)\.?\s+(\d{1,2}):(\d{2})/i;
/**
 * A time printed on a twelve-hour clock (`ab 8:56 PM`): its hour on the day's twenty-four, and what follows the time
 * without its `AM`/`PM`; a time on the twenty-four-hour clock, as the ticket prints it, is left as it is.
 */
function onTwentyFourHours(hour: number, rest: string): { hour: number; rest: string } {
  const meridiem = /^\s*([AaPp])\.?[Mm]\.?(?=\s|$)/.exec(rest);
  if (!meridiem || hour < 1 || hour > 12) return { hour, rest };
  const afternoon = /p/i.test(meridiem[1] ?? '');
  return { hour: (hour % 12) + (afternoon ? 12 : 0), rest: rest.slice(meridiem[0].length).trimStart() };
}

/** The header of a journey's table, in a German or an English ticket. */
const TABLE_HEADER = /^\s*(?:Halt|Stop|Station)\s{2,}(?:Datum|Date)\s+(?:Zeit|Time)\b/i;
/** Where a row's product column starts when the header names no column for it: the first train designation. */
const TRAIN = /\b[A-Z]{1,5} ?\d{1,5}\b/;

// The itinerary is a fixed-width table; its header says where the product column starts.
function readSection(lines: string[], header: string, firstYear: number): Stop[] {
  // Platforms are not always aligned under their header: they sit between the time and the product column.
  const headerColumn = header.search(/Fahrt|Produkte|Products?|Train|Service/i);
  const dateColumn = header.search(/Datum|Date/i);
  const stops: Stop[] = [];
  let year = firstYear;
  let lastMonth = 0;
  for (const [index, line] of lines.entries()) {
    const m = ROW.exec(line);
    if (m) {
      const month = Number(m[3]);
      // A night train past New Year's Eve goes on into the next year.
      if (month < lastMonth) year += 1;
      lastMonth = month;
      const clock = onTwentyFourHours(Number(m[5]), line.slice(m[0].length));
      const rest = clock.rest;
      // Where the time ends: after its `AM`/`PM`, on a twelve-hour clock.
      const end = line.length - rest.length;
      const train = TRAIN.exec(rest);
      const productColumn = headerColumn >= 0 ? headerColumn : train ? end + train.index : Math.max(line.length, end);
      stops.push({
        station: m[1] ?? '',
        time: localDateTime(year, month, Number(m[2]), clock.hour, Number(m[6])),
        platform: line.slice(end, productColumn).trim(),
        details: line.slice(productColumn).trim(),
      });
    } else if (!line.trim()) {
      // A blank line inside the table.
    } else if (
      stops.length > 0 &&
      dateColumn > 0 &&
      line.trimEnd().length < dateColumn &&
      ROW.test(lines[index - 1] ?? '') &&
      ROW.test(lines[index + 1] ?? '')
    ) {
      // "Sülz Lindenburg" over "(Universitätskliniken), Köln": a stop's name wrapped onto the line below its row,
      // between two rows.
      const last = stops[stops.length - 1];
      if (last) last.station = `${last.station} ${line.trim()}`;
    } else if (stops.length > 0 && line.slice(0, headerColumn >= 0 ? headerColumn : 40).trim() === '') {
      const last = stops[stops.length - 1];
      if (last) last.details += ` ${line.trim()}`;
    } else {
      break;
    }
  }
  return stops;
}

/** The header of a journey's table with single spaces: the ticket's text taken without its columns. */
const FLAT_HEADER = /^\s*(?:Halt|Stop)\s+(?:Datum|Date)\s+(?:Zeit|Time)\s+(?:Gleis|Platform)\b/i;
/**
 * A stop's row without columns: station (or nothing, when its name ran onto the lines above), day, ab/an, time, rest.
 * The station is empty or ends in a printed character, and the white space before it and before the rest is read
 * whole, so each run of spaces has one way to be read.
 */
export const FLAT_ROW =
  /^\s*(?!\s)(|.*?\S)\s*\b(\d{2})\.(\d{2})\.\s+(ab|an|dep|arr)\.?\s+(\d{1,2}):(\d{2})\b\s*(?!\s)(.*)$/i;
/** A product: a train, or a bus, tram or local line (`ICE 274`, `S 7`, `RB 22956`, `Bus X1`, `STR 4`, `RNV 5A`). */
const PRODUCT = /^(?:[A-Z]{1,4}|Bus|STR|STB|RNV|Tram)\s?[A-Z]?\d{1,5}[A-Z]?\b/;
/** Products that are no train: the ticket sends its traveller to another ticket for them. */
const NOT_TRAIN = /^(?:Bus|STR|STB|RNV|Tram|U|Fäh|Schiff)\b/i;

interface FlatLeg {
  dep?: Stop;
  arr?: Stop;
  product: string;
}

/**
 * The journey's table when the ticket's text lost its columns (one space between every value): a stop's row, its
 * name wrapped onto the lines above it when long; the product line (`ICE 274 1 Sitzplatz, Wg. 2, Pl. 85`) under the
 * departure's row or under the pair, or at the end of a row after its platform (`22:05 101 S 1`).
 */
function readFlatSection(lines: string[], firstYear: number): FlatLeg[] {
  const legs: FlatLeg[] = [];
  let year = firstYear;
  let lastMonth = 0;
  let pendingName: string[] = [];
  let open: FlatLeg | undefined;
  let wrapped = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    wrapped &&= !FLAT_ROW.test(line);
    const row = FLAT_ROW.exec(line);
    if (row) {
      const month = Number(row[3]);
      if (month < lastMonth) year += 1;
      lastMonth = month;
      const station = [...pendingName, row[1] ?? ''].join(' ').replace(/\s+/g, ' ').trim();
      pendingName = [];
      if (!station) break;
      const clock = onTwentyFourHours(Number(row[5]), row[7] ?? '');
      const rest = clock.rest;
      const split = /^(\S+(?:\s+[A-H](?:\s*-\s*[A-H])?)?)\s+(.+)$/.exec(rest);
      const withProduct = split?.[2] && PRODUCT.test(split[2]) ? split : undefined;
      const stop: Stop = {
        station,
        time: localDateTime(year, month, Number(row[2]), clock.hour, Number(row[6])),
        platform: withProduct ? (withProduct[1] ?? '') : PRODUCT.test(rest) ? '' : rest,
        details: withProduct ? (withProduct[2] ?? '') : PRODUCT.test(rest) ? rest : '',
      };
      if (/^(?:ab|dep)/i.test(row[4] ?? '')) {
        open = { dep: stop, product: stop.details };
        legs.push(open);
      } else if (open && !open.arr) {
        open.arr = stop;
        if (stop.details) open.product = `${open.product} ${stop.details}`.trim();
      } else break;
    } else if (PRODUCT.test(line) && open && (!open.product || open.arr)) {
      if (open.product && open.arr) open.product += ` ${line}`;
      else open.product = line;
      wrapped = line.endsWith(',');
    } else if (open?.product && wrapped && !pendingName.length) {
      // The reservation's details wrapped under its product line, which ends with a comma (`Nichtraucher, Ref. 8…`).
      open.product += ` ${line}`;
      wrapped = line.endsWith(',');
    } else if (pendingName.length < 3 && line.length <= 40) {
      pendingName.push(line);
    } else break;
  }
  return legs;
}

/** A day alone on its line, and a departure's or arrival's time alone on its line: the table taken column by column. */
const DAY_LINE = /^(\d{2})\.(\d{2})\.$/;
const TIME_LINE = /^(ab|an|dep|arr)\.?\s+(\d{1,2}):(\d{2})(\s*[AaPp]\.?[Mm]\.?)?$/i;
/** A platform, perhaps with its sections (`5`, `12a`, `1 B-D`). */
const PLATFORM_LINE = /^\d{1,3}[a-z]?(?:\s+[A-H](?:\s*-\s*[A-H])?)?$/;

/**
 * The journey's table as a PDF text extractor gives it column by column, each ride a block of lines: the two stops'
 * names (a name ending in a comma runs on to the next line), the two days, `ab` and `an` with their times, the two
 * platforms when printed, the product and its reservation. The lines between one ride's product and the next ride's
 * two names are that product's details. Platforms are read only when both are printed: one alone names no end.
 */
function readColumnBlocks(rawLines: readonly string[], firstYear: number): FlatLeg[] {
  const lines = rawLines.map((l) => l.trim()).filter((l) => l);
  const legs: FlatLeg[] = [];
  let year = firstYear;
  let lastMonth = 0;
  let pending: string[] = [];
  const at = (day: RegExpExecArray, time: RegExpExecArray) => {
    const month = Number(day[2]);
    if (month < lastMonth) year += 1;
    lastMonth = month;
    return localDateTime(
      year,
      month,
      Number(day[1]),
      onTwentyFourHours(Number(time[2]), time[4] ?? '').hour,
      Number(time[3]),
    );
  };
  for (let i = 0; i < lines.length; i++) {
    const days = [DAY_LINE.exec(lines[i] ?? ''), DAY_LINE.exec(lines[i + 1] ?? '')];
    const times = [TIME_LINE.exec(lines[i + 2] ?? ''), TIME_LINE.exec(lines[i + 3] ?? '')];
    const [depDay, arrDay] = days;
    const [depTime, arrTime] = times;
    if (!depDay || !arrDay || !depTime || !arrTime) {
      pending.push(lines[i] ?? '');
      if (pending.length > 8) break;
      continue;
    }
    if (!/^(?:ab|dep)/i.test(depTime[1] ?? '') || !/^(?:an|arr)/i.test(arrTime[1] ?? '')) break;
    const names = pending.reduce<string[]>((joined, line) => {
      const last = joined[joined.length - 1];
      if (last?.endsWith(',')) joined[joined.length - 1] = `${last} ${line}`;
      else joined.push(line);
      return joined;
    }, []);
    const [depName, arrName] = names.slice(-2);
    if (names.length < 2 || !depName || !arrName) break;
    const previous = legs[legs.length - 1];
    if (previous && names.length > 2) previous.product = [previous.product, ...names.slice(0, -2)].join(' ');
    i += 4;
    const platforms: string[] = [];
    while (platforms.length < 2 && PLATFORM_LINE.test(lines[i] ?? '')) platforms.push(lines[i++] ?? '');
    const product = lines[i] ?? '';
    if (!PRODUCT.test(product)) break;
    const [depPlatform = '', arrPlatform = ''] = platforms.length === 2 ? platforms : [];
    legs.push({
      dep: { station: depName, time: at(depDay, depTime), platform: depPlatform, details: product },
      arr: { station: arrName, time: at(arrDay, arrTime), platform: arrPlatform, details: '' },
      product,
    });
    pending = [];
  }
  const last = legs[legs.length - 1];
  // The last product's details run up to the advice below the table.
  const advice = pending.findIndex((l) => /Nutzungshinweise|Hinweise:|Notes:|Important/i.test(l));
  if (last && pending.length) last.product = [last.product, ...pending.slice(0, advice < 0 ? 2 : advice)].join(' ');
  return legs;
}

/** One ride of the table: its two stops, the train's designation when the product names one, the product column. */
export interface StopTableRide {
  dep: Stop;
  arr: Stop;
  trainNumber: string | undefined;
  details: string;
}

/** The nearest line above `index` that holds anything (a text written out with a blank line after each line). */
function lineAbove(lines: readonly string[], index: number): string {
  for (let i = index - 1; i >= 0; i--) if ((lines[i] ?? '').trim()) return lines[i] as string;
  return '';
}

/**
 * The rides of every stop table of a text. The line above a table names the journey and its day; else the text's
 * first dated line gives the year. Without columns, a ride on a bus, tram or local line is none: the ticket sends its
 * holder to another ticket for it.
 */
export function stopTableRides(lines: readonly string[], text: string): StopTableRide[] {
  const ticketYear = Number(capture(text, /\b\d{2}\.\d{2}\.(\d{4})\b/));
  const rides: StopTableRide[] = [];
  lines.forEach((header, index) => {
    const columns = TABLE_HEADER.test(header);
    if (!columns && !FLAT_HEADER.test(header)) return;
    const year = Number(capture(lineAbove(lines, index), /\b\d{2}\.\d{2}\.(\d{4})\b/)) || ticketYear;
    if (!year) return;
    if (!columns) {
      const flat = readFlatSection(lines.slice(index + 1), year);
      const legs = flat.length > 0 ? flat : readColumnBlocks(lines.slice(index + 1), year);
      for (const { dep, arr, product } of legs) {
        const trainNumber = capture(product, /^([A-Za-z]+ ?[A-Z]?\d+[A-Z]?)\b/);
        if (dep && arr && trainNumber && !NOT_TRAIN.test(trainNumber))
          rides.push({ dep, arr, trainNumber, details: product });
      }
      return;
    }
    const stops = readSection(lines.slice(index + 1), header, year);
    for (let i = 0; i + 1 < stops.length; i += 2) {
      const dep = stops[i];
      const arr = stops[i + 1];
      if (!dep || !arr) continue;
      rides.push({
        dep,
        arr,
        trainNumber: capture(dep.details, /^([A-Za-z]+ ?\d+)/),
        details: `${dep.details} ${arr.details}`,
      });
    }
  });
  return rides;
}
