import type { Reservation } from '../schema/reservation.js';
import { bookingHeader, matchGroup } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Ms Ciara O'Brien - Ticket: 053 2412345678"
const PASSENGER = /^(.+?)\s+-\s+Ticket:?\s+(\d{3}\s?\d{10})$/m;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Booking Reference:?\s+([A-Z0-9]{6})\b/i,
    underName: matchGroup(PASSENGER, 1),
    total: 'Total Cost',
    ticketNumber: matchGroup(PASSENGER, 2),
  });
  if (!header.reservationNumber) return [];
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
        ...header,
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
