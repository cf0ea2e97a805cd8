import { routeHeadFlightsReader } from './lib/flight-itinerary.js';
import type { ProviderExtractor } from './types.js';

const extract = routeHeadFlightsReader({
  reservationNumber: 'Booking reference',
  underName: 'Passenger',
  total: 'Total',
  // "VS3 · London Heathrow (LHR) to New York JFK (JFK)"
  flightHead: /^VS\s?\d{1,4} · /,
  beforeRoute: /^\S+ · /,
  departsLabel: 'Depart',
  arrivesLabel: 'Arrive',
  airlineName: 'Virgin Atlantic',
});

/** Virgin Atlantic booking confirmations. */
export const virginAtlantic: ProviderExtractor = {
  id: 'virgin-atlantic',
  provider: 'Virgin Atlantic',
  classification: 'direct',
  filters: [{ senderDomains: ['virginatlantic.com', 'fly.virginatlantic.com'] }],
  extract,
};
