import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { personFromFamilyFirst } from './lib/names.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Depart 8:05 AM  New York (Moynihan Train Hall), NY (NYP)": the station code closes the line.
const STOP = (label: string) =>
  new RegExp(`^${label}\\s+(\\d{1,2}:\\d{2}\\s*[AP]M)\\s+(.+?)(?:\\s+\\(([A-Z]{3})\\))?\\s*$`, 'im');

const fromMail = trainBlocksReader({
  reservationNumber: /Reservation Number\s*[-:#]\s*([A-Z0-9]{6})/i,
  underName: 'Passenger',
  total: 'Total',
  ticketNumber: 'eTicket',
  journeyStart: /^Train \d+/,
  train: (block, input) => {
    const head = /^Train (\d+)\s*(.*)$/m.exec(block);
    const day = parseNamedDate(block, input.date);
    const dep = STOP('Depart').exec(block);
    const arr = STOP('Arrive').exec(block);
    if (!head || !dep || !arr) return undefined;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    return {
      trainNumber: head[1],
      trainName: head[2]?.trim(),
      departureStation: dep[2] ?? '',
      arrivalStation: arr[2] ?? '',
      departureTime,
      arrivalTime,
    };
  },
});

/** Every train runs for Amtrak: its name as the operator of the trip. */
function operatedByAmtrak(reservation: Reservation): Reservation {
  const trip = reservation.reservationFor;
  if (trip && typeof trip === 'object' && !Array.isArray(trip))
    trip.provider = { '@type': 'Organization', name: 'Amtrak' };
  return reservation;
}

/**
 * The cities an eTicket's heading names under its reservation number ("NEW YORK PENN, NY WASHINGTON, DC OCTOBER 4,
 * 2017"), each by its first word: where one begins, a train's name ends and its route starts.
 */
function headingCityWords(text: string): string[] {
  const heading = /^RESERVATION NUMBER .*\n(.+)$/m.exec(text)?.[1] ?? '';
  return [...heading.matchAll(/([A-Z][A-Z.' ]*?),\s+[A-Z]{2}\b/g)].map(
    (m) => (m[1] ?? '').trim().split(/\s+/)[0] ?? '',
  );
}

const MONTH = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g;
const ACCOMMODATION = /\b\d+\s+[A-Za-z ]*?\b(?:Seats?|Roomettes?|Bedrooms?|Rooms?)\b/;
const TRAIN_BLOCK =
  /\bTRAIN\s+(.*?)\bDEPARTS\s+ARRIVES\s+\(\w{3}\s+(\w{3}\s+\d{1,2})\)\s+(\d{1,2}:\d{2}\s*[AP]M)\s+(\d{1,2}:\d{2}\s*[AP]M)/g;

/**
 * An eTicket as a PDF reader gives its text: its columns run into each other, so a train's name, route, number,
 * day and seats come in any order ("158 NORTHEAST Jan 13, REGIONAL 2019 WASHINGTON - NEW YORK (PENN STATION) 1
 * Reserved Coach Seat"), and each train ends at its "DEPARTS ARRIVES (Sun Jan 13) 6:20 PM 9:45 PM". The train's
 * own day is the departure's, the day in brackets the arrival's (as the ticket's page shows it); the route is the one pair of places around " - ", the first starting at a city of
 * the heading, what stands before it being the train's name.
 */
function readETicket(input: ExtractorInput): Reservation[] {
  const reservationNumber = /^RESERVATION NUMBER ([A-Z0-9]{6})\b/m.exec(input.text)?.[1];
  const cities = headingCityWords(input.text).filter(Boolean);
  if (!reservationNumber || cities.length === 0) return [];
  const flat = input.text.replace(/\s+/g, ' ');
  const out: Reservation[] = [];
  for (const m of flat.matchAll(TRAIN_BLOCK)) {
    const body = m[1] ?? '';
    const year = /\b(?:19|20)\d{2}\b/.exec(body)?.[0];
    // The train's own day ("Mar 17,") is the departure's; the heading's brackets name the arrival's.
    const own = /\b((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}),/.exec(body)?.[1];
    const day = year ? parseNamedDate(`${own ?? m[2]}, ${year}`) : undefined;
    const rest = body
      .replace(/\b(?:19|20)\d{2}\b/g, ' ')
      .replace(MONTH, ' ')
      .replace(/\b\d{1,2},(?=\s)/g, ' ')
      .replace(ACCOMMODATION, ' ')
      .replace(/\s+/g, ' ');
    const numbers = rest.match(/\b\d{1,4}\b/g) ?? [];
    const route = rest
      .replace(/\b\d{1,4}\b/, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' - ');
    if (!day || numbers.length !== 1 || route.length !== 2) return [];
    const [left = '', right = ''] = route;
    const starts = cities
      .map((c) => new RegExp(`(?:^|\\s)${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|\\(|$)`).exec(left))
      .filter((x): x is RegExpExecArray => x !== null)
      .map((x) => x.index + (x[0].startsWith(' ') ? 1 : 0));
    if (starts.length === 0) return [];
    const at = Math.min(...starts);
    const [departureTime, nextArrival] = legTimes(day, m[3], m[4]);
    const arrivalTime = own && departureTime && m[2] ? arrivalOn(departureTime, m[2], m[4]) : nextArrival;
    out.push(
      operatedByAmtrak(
        trainReservation({
          reservationNumber,
          status: 'confirmed',
          trainNumber: numbers[0],
          trainName: left.slice(0, at).trim() || undefined,
          departureStation: left.slice(at).trim(),
          arrivalStation: right.trim(),
          departureTime,
          arrivalTime,
        }),
      ),
    );
  }
  return out;
}

// "TRAIN  SOUTHWEST CHIEF  LOS ANGELES - LAMY  DEPARTS  ARRIVES (Mon Jul 27)": the train's heading as the page's
// columns lay it out, the name cell possibly empty, the day in brackets the arrival's.
const TABLE_HEAD =
  /^[ \t]*TRAIN[ \t]{2,}(?:(\S.*?)[ \t]{2,})?(\S.*?\S - \S.*?)[ \t]{2,}DEPARTS[ \t]{2,}ARRIVES(?:[ \t]+\(\w{3}[ \t]+(\w{3}[ \t]+\d{1,2})\))?[ \t]*$/gm;
// "4  Jul 26, 2015  6:15 PM  1:17 PM": the number, day and clock times under the heading's columns.
const TABLE_ROW =
  /^[ \t]*(\d{1,4})[ \t]{2,}([A-Z][a-z]{2} \d{1,2}, \d{4})[ \t]{2,}(\d{1,2}:\d{2}[ \t]?[AP]M)[ \t]{2,}(\d{1,2}:\d{2}[ \t]?[AP]M)[ \t]*$/m;
/** How many lines below its heading a train's row may stand (its accommodation comes between). */
const TABLE_ROW_LINES = 3;

/** The arrival on the day the heading's brackets name, when that day is the departure's or one of the two after. */
function arrivalOn(departureTime: string, monthDay: string, clock: string | undefined): string | undefined {
  const year = Number(departureTime.slice(0, 4));
  for (const y of [year, year + 1]) {
    const day = parseNamedDate(`${monthDay}, ${y}`);
    const arrival = atTime(day, clock);
    if (!day || !arrival) continue;
    const days = (Date.parse(day) - Date.parse(departureTime.slice(0, 10))) / 86_400_000;
    if (days >= 0 && days <= 2 && arrival > departureTime) return arrival;
  }
  return undefined;
}

/**
 * An eTicket as a PDF's columns lay it out: per train a heading of its name, its route ("LOS ANGELES - LAMY"),
 * "DEPARTS" and "ARRIVES (Mon Jul 27)", with the number, day and both clock times on a line below. The one passenger
 * listed under "PASSENGERS (1)" holds the reservation, family name first.
 */
function readETicketTable(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = /\bRESERVATION NUMBER ([A-Z0-9]{6})\b/.exec(text)?.[1];
  if (!reservationNumber) return [];
  const passenger = /^[ \t]*PASSENGERS \(1\)[^\n]*\n[ \t]*([A-Z][A-Z' -]*, [A-Z][A-Z' -]*?)(?:[ \t]{2,}|$)/m.exec(
    text,
  )?.[1];
  const out: Reservation[] = [];
  for (const head of text.matchAll(TABLE_HEAD)) {
    const below = text
      .slice((head.index ?? 0) + head[0].length)
      .split('\n')
      .slice(1, TABLE_ROW_LINES + 1)
      .join('\n');
    const row = TABLE_ROW.exec(below);
    const [from = '', to = ''] = (head[2] ?? '').split(' - ');
    const day = row ? parseNamedDate(row[2] ?? '') : undefined;
    const departureTime = atTime(day, row?.[3]);
    if (!row || !departureTime || !from.trim() || !to.trim()) continue;
    const arrivalTime = head[3]
      ? arrivalOn(departureTime, head[3].replace(/\s+/g, ' '), row[4])
      : legTimes(day, row[3], row[4])[1];
    out.push(
      operatedByAmtrak(
        trainReservation({
          reservationNumber,
          status: 'confirmed',
          underName: passenger ? personFromFamilyFirst(passenger) : undefined,
          trainNumber: row[1],
          trainName: head[1]?.trim() || undefined,
          departureStation: from.trim(),
          arrivalStation: to.trim(),
          departureTime,
          arrivalTime,
        }),
      ),
    );
  }
  return out;
}

const RECEIPT_TRAIN =
  /^Train (\d{1,4}):\s*(.+?)\s+-\s+(.+?)\s*Depart\s+(\d{1,2}:\d{2}\s*[AP]M),\s*(?:[A-Z][a-z]+,\s*)?([A-Z][a-z]+ \d{1,2}, \d{4})/gm;

/**
 * The lines between "Passengers" and "Important Information". The list starts after the last line break of the blank
 * run under the heading (one earlier only when that run ends at "Important Information") and ends with a printed
 * character and the spaces after it, so a receipt of long runs of blank lines is read in time along its length.
 */
const PASSENGER_LIST =
  /^Passengers\s*\n(?:(?![^\S\n]*\n)|(?=[^\S\n]*\n[^\S\n]*Important Information))((?:[\s\S]*?\S)??[^\S\n]*)\n\s*Important Information/m;

/**
 * A sales receipt: "Train 173: NEW YORK (PENN STATION), NY - WASHINGTON, DC" with "Depart 3:35 PM, Friday, January
 * 11, 2019" (run together where the receipt's blocks are spans), its passengers listed under "Passengers".
 */
function readReceipt(input: ExtractorInput): Reservation[] {
  const reservationNumber = /Reservation Number\s*-\s*([A-Z0-9]{6})/.exec(input.text)?.[1];
  if (!reservationNumber) return [];
  const ticketNumber = /Ticket Number\s+(\d{13})\b/.exec(input.text)?.[1];
  const listed = PASSENGER_LIST.exec(input.text)?.[1] ?? '';
  const names = listed
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^\p{L}[\p{L}'.-]*(?: \p{L}[\p{L}'.-]*)+$/u.test(l));
  const out: Reservation[] = [];
  for (const m of input.text.matchAll(RECEIPT_TRAIN)) {
    const day = parseNamedDate(m[5] ?? '');
    for (const underName of names.length > 0 ? names : [undefined]) {
      out.push(
        operatedByAmtrak(
          trainReservation({
            reservationNumber,
            status: 'confirmed',
            underName,
            ticketNumber,
            trainNumber: m[1],
            departureStation: (m[2] ?? '').trim(),
            arrivalStation: (m[3] ?? '').trim(),
            departureTime: atTime(day, m[4]),
          }),
        ),
      );
    }
  }
  return out;
}

function extract(input: ExtractorInput): Reservation[] {
  const found = fromMail(input);
  if (found.length > 0) return found;
  const receipt = readReceipt(input);
  if (receipt.length > 0) return receipt;
  const eTicket = readETicket(input);
  return eTicket.length > 0 ? eTicket : readETicketTable(input);
}

/**
 * Amtrak eTicket and receipt mails; its eTickets and receipts by themselves too, known by its phone number or the
 * form of its reservation line (`RES# 5E2A9D-23JUL17`).
 */
export const amtrak: ProviderExtractor = {
  id: 'amtrak',
  provider: 'Amtrak',
  classification: 'direct',
  filters: [
    { senderDomains: ['amtrak.com'] },
    { content: /\b800-USA-RAIL\b/, contentHolds: ['800-USA-RAIL'] },
    { content: /\bRES# [A-Z0-9]{6}-\d{2}[A-Z]{3}\d{2}\b/, contentHolds: ['RES# '] },
  ],
  extract,
};
