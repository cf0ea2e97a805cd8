import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Reservation number');
  const underName = labelled(text, 'Passengers');
  const price = parsePrice(labelled(text, 'Total paid') ?? '');
  const cancelled = isCancellation(text, input.subject) || /^Status:\s*Cancel/im.test(text);
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight FR ?\d+/)) {
    const route = airportRoute(block);
    if (!route) continue;
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status: cancelled ? 'cancelled' : 'confirmed',
        ...flightDesignator(block.split('\n')[0]),
        airlineName: 'Ryanair',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(labelled(block, 'Departs') ?? '', input.date),
        arrivalTime: parseDateTime(labelled(block, 'Arrives') ?? '', input.date),
      }),
    );
  }
  return flights;
}

/** Ryanair travel itineraries. */
export const ryanair: ProviderExtractor = {
  id: 'ryanair',
  provider: 'Ryanair',
  classification: 'direct',
  filters: [{ senderDomains: ['ryanair.com'] }],
  extract,
};
