import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airlineService, routeRowFlights, routeRowPattern } from './lib/flight-itinerary.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: 'CheapOair booking number',
    underName: 'Traveler 1',
    total: 'Total charges',
  });
  if (!header.reservationNumber) return [];
  return routeRowFlights(input, header, {
    flightStart: /^(?:Depart|Return): /,
    // "Chicago O'Hare (ORD) 7:15 PM - Los Angeles (LAX) 9:48 PM"
    route: routeRowPattern('-', '\\d{1,2}:\\d{2}\\s?[AP]M'),
    day: (block) => parseNamedDate(block.split('\n')[0] ?? '', input.date),
    service: airlineService('Airline', 'Airline confirmation'),
  });
}

/** CheapOair flight booking confirmations. */
export const cheapoair: ProviderExtractor = {
  id: 'cheapoair',
  provider: 'CheapOair',
  classification: 'ota',
  filters: [{ senderDomains: ['cheapoair.com'] }],
  extract,
};
