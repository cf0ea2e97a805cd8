import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "WS 711 Calgary (YYC) to Toronto (YYZ)", twelve-hour clocks on the Departs/Arrives lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Reservation code:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Guest',
  total: 'Total',
  airline: 'WS',
  departure: 'Departs',
  arrival: 'Arrives',
  airlineName: 'WestJet',
  seats: true,
});

/** WestJet itinerary and receipt mails. */
export const westjet: ProviderExtractor = {
  id: 'westjet',
  provider: 'WestJet',
  classification: 'direct',
  filters: [{ senderDomains: ['westjet.com'] }],
  extract,
};
