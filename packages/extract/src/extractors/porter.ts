import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "PD 2133 Toronto Billy Bishop (YTZ) to Montréal (YUL)", twelve-hour clocks.
const extract = routeLegFlightsReader({
  reservationNumber: /^Confirmation number:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'PD',
  departure: 'Departs',
  arrival: 'Arrives',
  airlineName: 'Porter Airlines',
});

/** Porter Airlines booking confirmations. */
export const porter: ProviderExtractor = {
  id: 'porter',
  provider: 'Porter Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['flyporter.com'] }],
  extract,
};
