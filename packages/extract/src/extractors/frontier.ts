import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "F9 1235 Denver (DEN) to Las Vegas (LAS)", twelve-hour clocks and month-first days.
const extract = routeLegFlightsReader({
  reservationNumber: /^Confirmation code:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Traveler',
  total: 'Trip total',
  airline: 'F9',
  departure: 'Departs',
  arrival: 'Arrives',
  airlineName: 'Frontier Airlines',
  usDates: true,
});

/** Frontier Airlines trip confirmations. */
export const frontier: ProviderExtractor = {
  id: 'frontier',
  provider: 'Frontier Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['flyfrontier.com', 'emails.flyfrontier.com'] }],
  extract,
};
