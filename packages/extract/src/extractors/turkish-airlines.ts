import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { airportRoute, flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Reservation code|Booking reference(?: \\(PNR\\))?|PNR',
    underName: 'Passenger',
    total: 'Total amount',
  });
  const flights: Reservation[] = [];
  // "Flight TK1980 | Istanbul (IST) → London Heathrow (LHR)", then "21.02.2026 | 08:25 - 10:30".
  for (const block of blocksStartingWith(text, /^Flight TK\s?\d+\s*\|/)) {
    const [head = '', when = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^Flight \S+\s*\|\s*/, ''));
    const times = /(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/.exec(when);
    const day = parseNumericDate(when);
    if (!route || !times) continue;
    const [departureTime, arrivalTime] = legTimes(day, times[1], times[2]);
    flights.push(
      flightReservation({
        ...header,
        ...flightDesignator(head.replace(/^Flight /, '')),
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Turkish Airlines reservation information mails. */
export const turkishAirlines: ProviderExtractor = {
  id: 'turkish-airlines',
  provider: 'Turkish Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['thy.com', 'turkishairlines.com'] }],
  extract,
};
