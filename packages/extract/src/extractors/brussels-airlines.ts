import type { Reservation } from '../schema/reservation.js';
import { parseNumericDate } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, legTimes } from './lib/rows.js';
import { capture, isCancellation, matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// A row of the flight table: "02/11/2026 SN 3585 Brussels (BRU) Lisbon (LIS) 06:55 08:45".
const ROW =
  /^(\d{2}\/\d{2}\/\d{4})\s+(SN\s?\d{1,4})\s+(.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\s+(\d{1,2}:\d{2})\b/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Booking code:?\s+([A-Z0-9]{6})\b/i);
  if (!reservationNumber) return [];
  // "Mrs Sophie Peeters Ticket 082-2413344556"
  const passenger = /^(.+?)\s+Ticket:?\s+(\d{3}-?\d{10})\s*$/m.exec(text);
  const price = parsePrice(labelled(text, 'Total price') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  return matchAll(text, ROW).flatMap((row) => {
    const [from, to] = airportsInLine(row[3] ?? '');
    const day = parseNumericDate(row[1] ?? '');
    if (!from || !to || !day) return [];
    const [departureTime, arrivalTime] = legTimes(day, row[4], row[5]);
    return [
      flightReservation({
        reservationNumber,
        underName: passenger?.[1],
        ticketNumber: passenger?.[2],
        price,
        status,
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
