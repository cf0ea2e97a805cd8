import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { CLOCK, parseDateTime } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, splitDateTimePair } from './lib/rows.js';
import { matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// A row of the itinerary table: "AI 161 Delhi (DEL) London Heathrow (LHR) Tue 10 Nov 2026 14:10 Tue 10 Nov 2026 18:45".
const ROW = new RegExp(String.raw`^(AI\s?\d{1,4})\s+(.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(.+${CLOCK}.*)$`, 'gm');

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /\bPNR:?\s+([A-Z0-9]{6})\b/,
    underName: 'Passenger',
    total: 'Total fare',
    ticketNumber: 'Ticket number',
  });
  if (!header.reservationNumber) return [];
  return matchAll(text, ROW).flatMap((row) => {
    const [from, to] = airportsInLine(row[2] ?? '');
    const times = splitDateTimePair(row[3] ?? '');
    const departureTime = parseDateTime(times?.[0] ?? '', input.date);
    if (!from || !to || !times || !departureTime) return [];
    return [
      flightReservation({
        ...header,
        ...flightDesignator(row[1]),
        airlineName: 'Air India',
        departureAirport: from,
        arrivalAirport: to,
        departureTime,
        arrivalTime: parseDateTime(times[1], input.date),
      }),
    ];
  });
}

/** Air India booking confirmations (HTML itinerary table). */
export const airIndia: ProviderExtractor = {
  id: 'air-india',
  provider: 'Air India',
  classification: 'direct',
  filters: [{ senderDomains: ['airindia.com', 'airindia.in'] }],
  extract,
};
