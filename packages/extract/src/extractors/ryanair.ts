import type { Reservation } from '../schema/reservation.js';
import { type BookingHeader, bookingHeader } from './lib/booking-header.js';
import { atTime, parseDateTime, parseNamedDate } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, legTimes, splitDateTimePair } from './lib/rows.js';
import { blocksStartingWith, capture, matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Reservation number',
    underName: 'Passengers',
    total: 'Total paid',
  });
  // Besides the mail's wording, the itinerary prints "Status: Cancelled".
  const booking: BookingHeader = {
    ...header,
    status: /^Status:\s*Cancel/im.test(text) ? 'cancelled' : header.status,
  };
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight FR ?\d+/)) {
    const route = airportRoute(block);
    if (!route) continue;
    flights.push(
      flightReservation({
        ...booking,
        ...flightDesignator(block.split('\n')[0]),
        airlineName: 'Ryanair',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(labelled(block, 'Departs') ?? '', input.date),
        arrivalTime: parseDateTime(labelled(block, 'Arrives') ?? '', input.date),
      }),
    );
  }
  return [...flights, ...tableRows(text, booking, input.date), ...boardingPasses(text)];
}

// A row of the HTML itinerary's flight table as the text conversion squeezes it:
// "FR 8344 Dublin (DUB) Lanzarote (ACE) Sat 24 Oct 2026 07:05 Sat 24 Oct 2026 11:15".
const ROW = /^(FR\s?\d{1,4})\s+(.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(.+\d{1,2}:\d{2}.*)$/gm;

function tableRows(text: string, booking: BookingHeader, date: Date | undefined): Reservation[] {
  // The table's passengers come as a heading and names below it, not as "Passengers: name".
  const underName = booking.underName ?? capture(text, /^Passengers\s*\n+([^\n]+)$/m);
  return matchAll(text, ROW).flatMap((row) => {
    const [from, to] = airportsInLine(row[2] ?? '');
    const times = splitDateTimePair(row[3] ?? '');
    if (!from || !to || !times) return [];
    return [
      flightReservation({
        ...booking,
        underName,
        ...flightDesignator(row[1]),
        airlineName: 'Ryanair',
        departureAirport: from,
        arrivalAirport: to,
        departureTime: parseDateTime(times[0], date),
        arrivalTime: parseDateTime(times[1], date),
      }),
    ];
  });
}

/** How far a cell may start from its label's column on a laid-out page. */
const CELL_SLACK = 3;

/** The cell of a laid-out line that starts in the column of `start` (words apart by single spaces). */
function cellAt(line: string | undefined, start: number): string | undefined {
  for (const m of (line ?? '').matchAll(/\S+(?: \S+)*/g)) if (Math.abs(m.index - start) <= CELL_SLACK) return m[0];
  return undefined;
}

/** The value printed below a label ("Booking ref" over "VB1P7C"), on one of the next `depth` lines. */
function valueBelow(lines: readonly string[], label: RegExp, accept: RegExp, depth = 1): string | undefined {
  for (const [i, line] of lines.entries()) {
    const m = label.exec(line);
    if (!m) continue;
    for (let k = 1; k <= depth; k++) {
      const cell = cellAt(lines[i + k], m.index);
      if (cell && accept.test(cell)) return cell;
    }
    return undefined;
  }
  return undefined;
}

// "FEZ - LIS | FR3601": the boarding pass's route and flight, under its "Boarding pass" heading.
const PASS_ROUTE = /^[ \t]*([A-Z]{3}) - ([A-Z]{3}) \| (FR ?\d{1,4})[ \t]*$/m;

/**
 * Boarding passes as a PDF lays out their page, one a page: the route and flight ("FEZ - LIS | FR3601") over the
 * passenger's name; "Booking ref", "Seat", "Date" and "Departs" over their values; the arrival as "Flight
 * arrives16:35" (local time, on the departure's day unless earlier than the departure).
 */
function boardingPasses(text: string): Reservation[] {
  return blocksStartingWith(text, /^[ \t]*Boarding pass\b/).flatMap((block) => {
    const route = PASS_ROUTE.exec(block);
    if (!route) return [];
    const lines = block.split('\n');
    const day = parseNamedDate(valueBelow(lines, /\bDate\b/, /\d{4}/) ?? '');
    const departs = valueBelow(lines, /\bDeparts\b/, /^\d{1,2}:\d{2}$/);
    if (!day || !departs) return [];
    const arrives = /\bFlight arrives\s*(\d{1,2}:\d{2})\b/.exec(block)?.[1];
    const [departureTime, arrivalTime] = arrives ? legTimes(day, departs, arrives) : [atTime(day, departs)];
    const after = block.slice((route.index ?? 0) + route[0].length).split('\n');
    const name = after.map((l) => l.trim()).find(Boolean);
    return [
      flightReservation({
        reservationNumber: valueBelow(lines, /\bBooking ref\b/, /^[A-Z0-9]{6}$/),
        status: 'confirmed',
        underName: name && /^\p{Lu}[\p{Lu}'-]*(?: \p{Lu}[\p{Lu}'-]*)+$/u.test(name) ? name : undefined,
        ...flightDesignator(route[3]),
        airlineName: 'Ryanair',
        departureAirport: { iataCode: route[1] },
        arrivalAirport: { iataCode: route[2] },
        departureTime,
        arrivalTime,
        seat: valueBelow(lines, /\bSeat\b/, /^\d{1,2}[A-K]$/, 3),
      }),
    ];
  });
}

/** Ryanair travel itineraries (text mails with a block per flight, HTML mails with a flight table) and boarding passes. */
export const ryanair: ProviderExtractor = {
  id: 'ryanair',
  provider: 'Ryanair',
  classification: 'direct',
  filters: [
    { senderDomains: ['ryanair.com'] },
    {
      content: /^[ \t]*Boarding pass\b[\s\S]*\b[A-Z]{3} - [A-Z]{3} \| FR ?\d{1,4}\b/m,
      contentHolds: ['Boarding pass', ' - ', ' | FR'],
    },
  ],
  extract,
};
