import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking reference');
  const underName = labelled(text, 'Passenger');
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  // "VS3 · London Heathrow (LHR) to New York JFK (JFK)"
  for (const block of blocksStartingWith(text, /^VS\s?\d{1,4} · /)) {
    const [head = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^\S+ · /, ''));
    const depart = labelled(block, 'Depart') ?? '';
    const arrive = labelled(block, 'Arrive') ?? '';
    if (!route) continue;
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
        ...flightDesignator(head),
        airlineName: 'Virgin Atlantic',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(depart, input.date),
        arrivalTime: parseDateTime(arrive, input.date),
        departureTerminal: capture(depart, /Terminal\s+(\w+)/),
        arrivalTerminal: capture(arrive, /Terminal\s+(\w+)/),
        seat: capture(block, /Seat\s+(\w+)/),
      }),
    );
  }
  return flights;
}

/** Virgin Atlantic booking confirmations. */
export const virginAtlantic: ProviderExtractor = {
  id: 'virgin-atlantic',
  provider: 'Virgin Atlantic',
  classification: 'direct',
  filters: [{ senderDomains: ['virginatlantic.com', 'fly.virginatlantic.com'] }],
  extract,
};
