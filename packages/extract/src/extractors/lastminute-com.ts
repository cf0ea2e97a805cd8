import { airlineService, routeRowFlightsReader, routeRowPattern } from './lib/flight-itinerary.js';
import type { ProviderExtractor } from './types.js';

const extract = routeRowFlightsReader({
  reservationNumber: 'lastminute.com booking ID|Booking ID',
  underName: 'Passenger',
  total: 'Total paid',
  numberRequired: true,
  flightStart: /^(?:Outbound|Return) flight - /,
  // "London Gatwick (LGW) 07:05 > Nice (NCE) 10:15"
  route: routeRowPattern('>'),
  // "Flight: easyJet EZY8403" and the airline's own reference, which identifies the flight at check-in.
  service: airlineService('Flight', 'Airline reference'),
});

/** lastminute.com flight booking confirmations. */
export const lastminuteCom: ProviderExtractor = {
  id: 'lastminute-com',
  provider: 'lastminute.com',
  classification: 'ota',
  filters: [{ senderDomains: ['lastminute.com'] }],
  extract,
};
