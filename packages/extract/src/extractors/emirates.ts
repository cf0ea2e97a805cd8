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
  const passenger = labelled(text, 'Passenger')?.split(/\s{2,}/)[0];
  const ticketNumber = capture(text, /E-ticket:\s*(\d[\d ]*\d)/);
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^EK \d{1,4} .+\([A-Z]{3}\) to /)) {
    const route = airportRoute(block.replace(/^EK \d+\s+/, ''));
    const departs = capture(block, /^Departs\s+(.+)$/m) ?? '';
    const arrives = capture(block, /^Arrives\s+(.+)$/m) ?? '';
    if (!route) continue;
    flights.push(
      flightReservation({
        reservationNumber,
        underName: passenger,
        ticketNumber,
        price,
        status,
        ...flightDesignator(block.split('\n')[0]),
        airlineName: 'Emirates',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(departs, input.date),
        arrivalTime: parseDateTime(arrives, input.date),
        departureTerminal: capture(departs, /Terminal\s+(\w+)/),
        arrivalTerminal: capture(arrives, /Terminal\s+(\w+)/),
        seat: capture(block, /Seat:\s*(\w+)/),
      }),
    );
  }
  return flights;
}

/** Emirates booking confirmations. */
export const emirates: ProviderExtractor = {
  id: 'emirates',
  provider: 'Emirates',
  classification: 'direct',
  filters: [{ senderDomains: ['emirates.com', 'emirates.email'] }],
  extract,
};
