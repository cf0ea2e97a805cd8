import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airlineService, routeRowFlights, routeRowPattern } from './lib/flight-itinerary.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: 'Hopper booking ID',
    underName: 'Traveler',
    total: 'Total paid',
  });
  if (!header.reservationNumber) return [];
  return routeRowFlights(input, header, {
    flightStart: /^(?:Outbound|Return) flight · /,
    // "Boston (BOS) 6:00 AM → Miami (MIA) 9:32 AM"
    route: routeRowPattern('→', '\\d{1,2}:\\d{2}\\s?[AP]M'),
    day: (block) => parseNamedDate(block.split('\n')[0] ?? '', input.date),
    // "Flight: JetBlue B6 1397" and the airline's own confirmation code.
    service: airlineService('Flight', 'Airline confirmation'),
  });
}

/** Hopper flight booking confirmations. */
export const hopper: ProviderExtractor = {
  id: 'hopper',
  provider: 'Hopper',
  classification: 'ota',
  filters: [{ senderDomains: ['hopper.com'] }],
  extract,
};
