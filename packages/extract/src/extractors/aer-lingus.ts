import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Booking Reference:?\s+([A-Z0-9]{6})\b/i);
  if (!reservationNumber) return [];
  // "Ms Ciara O'Brien - Ticket: 053 2412345678"
  const passenger = /^(.+?)\s+-\s+Ticket:?\s+(\d{3}\s?\d{10})$/m.exec(text);
  const price = parsePrice(labelled(text, 'Total Cost') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  // Each leg starts at its route line "Dublin (DUB) to Boston (BOS)".
  for (const block of blocksStartingWith(text, /^.+\([A-Z]{3}\)\s+to\s+.+\([A-Z]{3}\)\s*$/)) {
    const route = airportRoute(block.split('\n')[0] ?? '');
    const designator = labelled(block, 'Flight');
    const departs = labelled(block, 'Departs') ?? '';
    const arrives = labelled(block, 'Arrives') ?? '';
    if (!route || !/^EI\s?\d/.test(designator ?? '') || !departs) continue;
    flights.push(
      flightReservation({
        reservationNumber,
        underName: passenger?.[1],
        ticketNumber: passenger?.[2],
        price,
        status,
        ...flightDesignator(designator),
        airlineName: 'Aer Lingus',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(departs, input.date),
        arrivalTime: parseDateTime(arrives, input.date),
        departureTerminal: capture(departs, /Terminal\s+(\w+)/),
        arrivalTerminal: capture(arrives, /Terminal\s+(\w+)/),
      }),
    );
  }
  return flights;
}

/** Aer Lingus booking confirmations. */
export const aerLingus: ProviderExtractor = {
  id: 'aer-lingus',
  provider: 'Aer Lingus',
  classification: 'direct',
  filters: [{ senderDomains: ['aerlingus.com'] }],
  extract,
};
