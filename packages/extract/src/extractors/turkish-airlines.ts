import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNumericDate, plusDays } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Reservation code|Booking reference(?: \\(PNR\\))?|PNR');
  const underName = labelled(text, 'Passenger');
  const price = parsePrice(labelled(text, 'Total amount') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  // "Flight TK1980 | Istanbul (IST) → London Heathrow (LHR)", then "21.02.2026 | 08:25 - 10:30".
  for (const block of blocksStartingWith(text, /^Flight TK\s?\d+\s*\|/)) {
    const [head = '', when = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^Flight \S+\s*\|\s*/, ''));
    const times = /(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/.exec(when);
    const day = parseNumericDate(when);
    if (!route || !times) continue;
    const departureTime = atTime(day, times[1]);
    let arrivalTime = atTime(day, times[2]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
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
