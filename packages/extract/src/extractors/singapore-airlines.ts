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
  // "SQ 221  Singapore (SIN) - Sydney (SYD)", then Departs/Arrives with day, time and terminal.
  for (const block of blocksStartingWith(text, /^SQ\s?\d{1,4}\s{2,}/)) {
    const [head = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^SQ\s?\d+\s+/, ''));
    const departs = labelled(block, 'Departs') ?? '';
    const arrives = labelled(block, 'Arrives') ?? '';
    if (!route) continue;
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        ticketNumber: labelled(text, 'E-ticket'),
        price,
        status,
        ...flightDesignator(head),
        airlineName: 'Singapore Airlines',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(departs, input.date),
        arrivalTime: parseDateTime(arrives, input.date),
        departureTerminal: capture(departs, /Terminal\s+(\w+)/),
        arrivalTerminal: capture(arrives, /Terminal\s+(\w+)/),
        seat: capture(block, /Seat\s+(\w+)/),
      }),
    );
  }
  return flights;
}

/** Singapore Airlines booking confirmations. */
export const singaporeAirlines: ProviderExtractor = {
  id: 'singapore-airlines',
  provider: 'Singapore Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['singaporeair.com', 'singaporeair.com.sg'] }],
  extract,
};
