import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Confirmation code',
    underName: 'Passengers?',
    total: 'Total',
  });
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight W[6UZ9]\s?\d+/)) {
    const route = airportRoute(block);
    if (!route) continue;
    flights.push(
      flightReservation({
        ...header,
        ...flightDesignator(block.split('\n')[0]?.replace(/^Flight /, '')),
        departureAirport: route[0],
        arrivalAirport: route[1],
        // Wizz Air writes days before months ("02/04/2026").
        departureTime: parseDateTime(labelled(block, 'Departure') ?? ''),
        arrivalTime: parseDateTime(labelled(block, 'Arrival') ?? ''),
      }),
    );
  }
  return flights;
}

/** Wizz Air booking confirmations. */
export const wizzAir: ProviderExtractor = {
  id: 'wizz-air',
  provider: 'Wizz Air',
  classification: 'direct',
  filters: [{ senderDomains: ['wizzair.com'] }],
  extract,
};
