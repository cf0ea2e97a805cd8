import { airlineService, routeRowFlightsReader, routeRowPattern } from './lib/flight-itinerary.js';
import type { ProviderExtractor } from './types.js';

const extract = routeRowFlightsReader({
  reservationNumber: 'CheapOair booking number',
  underName: 'Traveler 1',
  total: 'Total charges',
  numberRequired: true,
  flightStart: /^(?:Depart|Return): /,
  // "Chicago O'Hare (ORD) 7:15 PM - Los Angeles (LAX) 9:48 PM"
  route: routeRowPattern('-', '\\d{1,2}:\\d{2}\\s?[AP]M'),
  service: airlineService('Airline', 'Airline confirmation'),
});

/** CheapOair flight booking confirmations. */
export const cheapoair: ProviderExtractor = {
  id: 'cheapoair',
  provider: 'CheapOair',
  classification: 'ota',
  filters: [{ senderDomains: ['cheapoair.com'] }],
  extract,
};
