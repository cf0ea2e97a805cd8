import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "JU 350 Belgrade (BEG) - Vienna (VIE)" with "Departure" and "Arrival" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total price',
  airline: 'JU',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Air Serbia',
});

/** Air Serbia booking confirmations. */
export const airSerbia: ProviderExtractor = {
  id: 'air-serbia',
  provider: 'Air Serbia',
  classification: 'direct',
  filters: [{ senderDomains: ['airserbia.com'] }],
  extract,
};
