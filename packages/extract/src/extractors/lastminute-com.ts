import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airlineService, routeRowFlights, routeRowPattern } from './lib/flight-itinerary.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: 'lastminute.com booking ID|Booking ID',
    underName: 'Passenger',
    total: 'Total paid',
  });
  if (!header.reservationNumber) return [];
  return routeRowFlights(input, header, {
    flightStart: /^(?:Outbound|Return) flight - /,
    // "London Gatwick (LGW) 07:05 > Nice (NCE) 10:15"
    route: routeRowPattern('>'),
    day: (block) => parseNamedDate(block.split('\n')[0] ?? '', input.date),
    // "Flight: easyJet EZY8403" and the airline's own reference, which identifies the flight at check-in.
    service: airlineService('Flight', 'Airline reference'),
  });
}

/** lastminute.com flight booking confirmations. */
export const lastminuteCom: ProviderExtractor = {
  id: 'lastminute-com',
  provider: 'lastminute.com',
  classification: 'ota',
  filters: [{ senderDomains: ['lastminute.com'] }],
  extract,
};
