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
    reservationNumber: /Booking number:?\s+([A-Z0-9]{6})\b/i,
    underName: 'Guest|Passenger',
    total: 'Total amount',
  });
  if (!header.reservationNumber) return [];
  const flights: Reservation[] = [];
  // AirAsia group carriers: AK (Malaysia), FD (Thailand), QZ (Indonesia), Z2 (Philippines), D7 and XJ (long haul).
  for (const block of blocksStartingWith(text, /^(?:AK|FD|QZ|Z2|D7|XJ)\s?\d{1,4}\s*$/)) {
    const route = airportRoute(block.split('\n')[1] ?? '');
    const depart = labelled(block, 'Depart') ?? '';
    const departureTime = parseDateTime(depart, input.date);
    if (!route || !departureTime) continue;
    flights.push(
      flightReservation({
        ...header,
        ...flightDesignator(block.split('\n')[0]),
        airlineName: 'AirAsia',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime,
        arrivalTime: parseDateTime(labelled(block, 'Arrive') ?? '', input.date),
        departureTerminal: capture(depart, /Terminal\s+(\w+)/),
      }),
    );
  }
  return flights;
}

/** AirAsia booking confirmations. */
export const airasia: ProviderExtractor = {
  id: 'airasia',
  provider: 'AirAsia',
  classification: 'direct',
  filters: [{ senderDomains: ['airasia.com'] }],
  extract,
};
