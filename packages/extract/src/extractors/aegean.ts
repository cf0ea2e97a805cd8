import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// AEGEAN flies as A3, its regional arm Olympic as OA; both print numeric days ("12/11/2026 07:20").
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total amount',
  airline: 'A3|OA',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: (designator) => (designator.startsWith('OA') ? 'Olympic Air' : 'Aegean Airlines'),
});

/** AEGEAN (Aegean Airlines, Olympic Air) booking confirmations. */
export const aegean: ProviderExtractor = {
  id: 'aegean',
  provider: 'Aegean Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['aegeanair.com'] }],
  extract,
};
