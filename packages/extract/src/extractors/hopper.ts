import { airlineService, routeRowFlightsReader, routeRowPattern } from './lib/flight-itinerary.js';
import type { ProviderExtractor } from './types.js';

const extract = routeRowFlightsReader({
  reservationNumber: 'Hopper booking ID',
  underName: 'Traveler',
  total: 'Total paid',
  numberRequired: true,
  flightStart: /^(?:Outbound|Return) flight · /,
  // "Boston (BOS) 6:00 AM → Miami (MIA) 9:32 AM"
  route: routeRowPattern('→', '\\d{1,2}:\\d{2}\\s?[AP]M'),
  // "Flight: JetBlue B6 1397" and the airline's own confirmation code.
  service: airlineService('Flight', 'Airline confirmation'),
});

/** Hopper flight booking confirmations. */
export const hopper: ProviderExtractor = {
  id: 'hopper',
  provider: 'Hopper',
  classification: 'ota',
  filters: [{ senderDomains: ['hopper.com'] }],
  extract,
};
