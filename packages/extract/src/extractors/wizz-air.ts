import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Confirmation code');
  const underName = labelled(text, 'Passengers?');
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight W[6UZ9]\s?\d+/)) {
    const route = airportRoute(block);
    if (!route) continue;
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
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
