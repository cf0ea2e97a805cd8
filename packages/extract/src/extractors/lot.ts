import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith } from './lib/text.js';
import { travellerName } from './lib/traveller-name.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Reservation number:?\s+([A-Z0-9]{6})\b/i,
    // "NOWAK/PIOTR MR": family name first, as the ticket prints it.
    underName: 'Passenger',
    total: 'Total price',
    ticketNumber: 'Ticket number',
  });
  if (!header.reservationNumber) return [];
  const flights: Reservation[] = [];
  // "Flight LO 327 Warsaw (WAW) - Rome (FCO)", then "Departure: 2026-10-20 07:15" and "Arrival: …".
  for (const block of blocksStartingWith(text, /^Flight LO\s?\d{1,4}\s/)) {
    const head = block.split('\n')[0] ?? '';
    const route = airportRoute(head.replace(/^Flight LO\s?\d+\s+/, ''));
    const departureTime = parseDateTime(labelled(block, 'Departure') ?? '', input.date);
    if (!route || !departureTime) continue;
    flights.push(
      flightReservation({
        ...header,
        underName: travellerName(header.underName),
        ...flightDesignator(head.replace(/^Flight\s+/, '')),
        airlineName: 'LOT Polish Airlines',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime,
        arrivalTime: parseDateTime(labelled(block, 'Arrival') ?? '', input.date),
      }),
    );
  }
  return flights;
}

/** LOT Polish Airlines booking confirmations. */
export const lot: ProviderExtractor = {
  id: 'lot',
  provider: 'LOT Polish Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['lot.com', 'lot.pl'] }],
  extract,
};
