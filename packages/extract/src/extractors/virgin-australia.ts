import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "VA 923 Sydney (SYD) to Brisbane (BNE)" with "Departs" and "Arrives" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Guest',
  total: 'Total',
  airline: 'VA',
  departure: 'Departs',
  arrival: 'Arrives',
  airlineName: 'Virgin Australia',
  terminals: true,
});

/** Virgin Australia booking confirmations. */
export const virginAustralia: ProviderExtractor = {
  id: 'virgin-australia',
  provider: 'Virgin Australia',
  classification: 'direct',
  filters: [{ senderDomains: ['virginaustralia.com'] }],
  extract,
};
