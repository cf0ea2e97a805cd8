import type { Reservation } from '../schema/reservation.js';
import { bookingHeader, matchGroup } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, legTimes } from './lib/rows.js';
import { matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// A row of the flight table: "02/11/2026 SN 3585 Brussels (BRU) Lisbon (LIS) 06:55 08:45".
const ROW =
  /^(\d{2}\/\d{2}\/\d{4})\s+(SN\s?\d{1,4})\s+(.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\s+(\d{1,2}:\d{2})\b/gm;

// "Mrs Sophie Peeters Ticket 082-2413344556"
const PASSENGER = /^(.+?)\s+Ticket:?\s+(\d{3}-?\d{10})\s*$/m;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Booking code:?\s+([A-Z0-9]{6})\b/i,
    underName: matchGroup(PASSENGER, 1),
    total: 'Total price',
    ticketNumber: matchGroup(PASSENGER, 2),
  });
  if (!header.reservationNumber) return [];
  return matchAll(text, ROW).flatMap((row) => {
    const [from, to] = airportsInLine(row[3] ?? '');
    const day = parseNumericDate(row[1] ?? '');
    if (!from || !to || !day) return [];
    const [departureTime, arrivalTime] = legTimes(day, row[4], row[5]);
    return [
      flightReservation({
        ...header,
        ...flightDesignator(row[2]),
        airlineName: 'Brussels Airlines',
        departureAirport: from,
        arrivalAirport: to,
        departureTime,
        arrivalTime,
      }),
    ];
  });
}

/** Brussels Airlines booking confirmations (HTML flight table). */
export const brusselsAirlines: ProviderExtractor = {
  id: 'brussels-airlines',
  provider: 'Brussels Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['brusselsairlines.com'] }],
  extract,
};
