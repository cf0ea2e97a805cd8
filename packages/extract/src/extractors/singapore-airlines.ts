import { routeHeadFlightsReader } from './lib/flight-itinerary.js';
import type { ProviderExtractor } from './types.js';

const extract = routeHeadFlightsReader({
  reservationNumber: 'Booking reference',
  underName: 'Passenger',
  total: 'Total',
  ticketNumber: 'E-ticket',
  // "SQ 221  Singapore (SIN) - Sydney (SYD)", then Departs/Arrives with day, time and terminal.
  flightHead: /^SQ\s?\d{1,4}\s{2,}/,
  beforeRoute: /^SQ\s?\d+\s+/,
  departsLabel: 'Departs',
  arrivesLabel: 'Arrives',
  airlineName: 'Singapore Airlines',
});

/** Singapore Airlines booking confirmations. */
export const singaporeAirlines: ProviderExtractor = {
  id: 'singapore-airlines',
  provider: 'Singapore Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['singaporeair.com', 'singaporeair.com.sg'] }],
  extract,
};
