import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking reference',
    underName: (text) => labelled(text, 'Passenger')?.split(/\s{2,}/)[0],
    total: 'Total',
  });
  const ticketNumber = capture(text, /E-ticket:\s*(\d[\d ]*\d)/);
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^EK \d{1,4} .+\([A-Z]{3}\) to /)) {
    const route = airportRoute(block.replace(/^EK \d+\s+/, ''));
    const departs = capture(block, /^Departs\s+(.+)$/m) ?? '';
    const arrives = capture(block, /^Arrives\s+(.+)$/m) ?? '';
    if (!route) continue;
    flights.push(
      flightReservation({
        ...header,
        ticketNumber,
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
