import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airportRoute, flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking Reference|Numéro de réservation',
    underName: 'Passenger|Passager',
    total: 'Total',
  });
  const flights: Reservation[] = [];
  // "Flight 1: Montréal (YUL) to Vancouver (YVR)", the day, then "AC 311  Departs 08:00  Arrives 10:41".
  for (const block of blocksStartingWith(text, /^(?:Flight|Vol) \d+:/)) {
    const [head = '', dayLine = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^\S+ \d+:\s*/, ''));
    const service = /^([A-Z0-9]{2}\s?\d{1,4})\s+Depart\w*\s+(\d{1,2}:\d{2})\s+Arriv\w*\s+(\d{1,2}:\d{2})/m.exec(block);
    const day = parseNamedDate(dayLine, input.date);
    if (!route || !service) continue;
    const [departureTime, arrivalTime] = legTimes(day, service[2], service[3]);
    flights.push(
      flightReservation({
        ...header,
        ...flightDesignator(service[1]),
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Air Canada booking confirmations. */
export const airCanada: ProviderExtractor = {
  id: 'air-canada',
  provider: 'Air Canada',
  classification: 'direct',
  filters: [{ senderDomains: ['aircanada.ca', 'aircanada.com'] }],
  extract,
};
