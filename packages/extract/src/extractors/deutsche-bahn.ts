import type { Reservation } from '../schema/reservation.js';
import { localDateTime } from './lib/dates.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

interface Stop {
  station: string;
  time: string | undefined;
  platform: string;
  /** The product column of this row and of the wrapped lines below it. */
  details: string;
}

/** A stop of the table: station, day and month, departure or arrival (German or English ticket), time. */
const ROW = /^\s*(\S.*?)\s{2,}(\d{2})\.(\d{2})\.\s+(ab|an|dep|arr)\.?\s+(\d{1,2}):(\d{2})/i;
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
      const rest = line.slice(m[0].length);
      const train = TRAIN.exec(rest);
      const productColumn =
        headerColumn >= 0 ? headerColumn : train ? m[0].length + train.index : Math.max(line.length, m[0].length);
      stops.push({
        station: m[1] ?? '',
        time: localDateTime(year, month, Number(m[2]), Number(m[5]), Number(m[6])),
        platform: line.slice(m[0].length, productColumn).trim(),
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
/** A stop's row without columns: station (or nothing, when its name ran onto the lines above), day, ab/an, time, rest. */
const FLAT_ROW = /^\s*(.*?)\s*\b(\d{2})\.(\d{2})\.\s+(ab|an|dep|arr)\.?\s+(\d{1,2}):(\d{2})\b\s*(.*)$/i;
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
      const rest = row[7] ?? '';
      const split = /^(\S+(?:\s+[A-H](?:\s*-\s*[A-H])?)?)\s+(.+)$/.exec(rest);
      const withProduct = split?.[2] && PRODUCT.test(split[2]) ? split : undefined;
      const stop: Stop = {
        station,
        time: localDateTime(year, month, Number(row[2]), Number(row[5]), Number(row[6])),
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

/**
 * Newer tickets print the traveller's name alone in the column of the order number, a line or two above it (`John
 * Doe` over `Auftragsnummer: 966599491818`).
 */
function nameAboveOrder(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((l) => /(?:Auftragsnummer|Order number):/.test(l));
  if (at < 0) return undefined;
  const column = (lines[at] ?? '').search(/(?:Auftragsnummer|Order number):/);
  for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
    const line = lines[i] ?? '';
    const edge = Math.max(0, column - 3);
    const name = /^\s*(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,3})\s*$/u.exec(line.slice(edge));
    if (name?.[1] && line.slice(0, edge).trim() === '') return name[1];
  }
  return undefined;
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /(?:Auftragsnummer|Order number|Booking number):\s+(\S+)/i);
  // A run of spaces is tried from its first space only: tried from every one, a ticket's wide columns cost ~40 µs.
  const underName =
    capture(text, /(?:^|(?<!\s)\s{2,})(?:Herr|Frau|Mr\.?|Mrs\.?|Ms\.?)\s+(\S+(?: \S+)*)\s*$/m) ??
    nameAboveOrder(text.split(/\r?\n/));
  const price = parsePrice(capture(text, /^\s*(?:Summe|Total)\s+(\S+)/m) ?? '');
  const ticketYear = Number(capture(text, /\b\d{2}\.\d{2}\.(\d{4})\b/));
  const lines = text.split(/\r?\n/);
  const legs: Reservation[] = [];
  // A leg from its two stops; its coach and seat from the product column's reservation details.
  const ride = (dep: Stop, arr: Stop, trainNumber: string | undefined, details: string) =>
    trainReservation({
      reservationNumber,
      underName,
      price,
      trainNumber,
      departureStation: dep.station,
      arrivalStation: arr.station,
      departureTime: dep.time,
      arrivalTime: arr.time,
      departurePlatform: dep.platform,
      arrivalPlatform: arr.platform,
      coach: capture(details, /(?:Wg\.|Wagen|Coach|Car)\s*(\w+)/i),
      seat: capture(details, /(?:Pl\.|Platz|Seats?)\s*([\d ]+?)\s*(?:,|$)/i),
    });
  lines.forEach((header, index) => {
    const columns = TABLE_HEADER.test(header);
    if (!columns && !FLAT_HEADER.test(header)) return;
    // The line above the table names the journey and its day; else the ticket's first dated line gives the year.
    const year = Number(capture(lines[index - 1] ?? '', /\b\d{2}\.\d{2}\.(\d{4})\b/)) || ticketYear;
    if (!year) return;
    if (!columns) {
      for (const { dep, arr, product } of readFlatSection(lines.slice(index + 1), year)) {
        const trainNumber = capture(product, /^([A-Za-z]+ ?[A-Z]?\d+[A-Z]?)\b/);
        if (dep && arr && trainNumber && !NOT_TRAIN.test(trainNumber)) legs.push(ride(dep, arr, trainNumber, product));
      }
      return;
    }
    const stops = readSection(lines.slice(index + 1), header, year);
    for (let i = 0; i + 1 < stops.length; i += 2) {
      const dep = stops[i];
      const arr = stops[i + 1];
      if (!dep || !arr) continue;
      legs.push(ride(dep, arr, capture(dep.details, /^([A-Za-z]+ ?\d+)/), `${dep.details} ${arr.details}`));
    }
  });
  return legs;
}

/** Deutsche Bahn online tickets (the PDF's text or the booking mail). */
export const deutscheBahn: ProviderExtractor = {
  id: 'deutsche-bahn',
  provider: 'Deutsche Bahn',
  classification: 'direct',
  runsFirst: true,
  filters: [
    { senderDomains: ['bahn.de'], content: /Auftragsnummer|Buchungsnummer|Order number/ },
    // The company's line stands above the order number on some tickets, below it on others.
    {
      content:
        /DB Fernverkehr AG[\s\S]*(?:Auftragsnummer|Order number):|(?:Auftragsnummer|Order number):[\s\S]*DB Fernverkehr AG/,
    },
    // Newer tickets name no company: the online ticket's journey table is its own.
    { content: /Online-Ticket[\s\S]*^\s*(?:Halt|Stop)\s+(?:Datum|Date)\s+(?:Zeit|Time)\b/m },
  ],
  extract,
};
