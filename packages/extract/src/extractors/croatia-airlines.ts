import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "OU 417 Zagreb (ZAG) - Frankfurt (FRA)" with "Departure" and "Arrival" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total price',
  airline: 'OU',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Croatia Airlines',
});

/** Croatia Airlines booking confirmations. */
export const croatiaAirlines: ProviderExtractor = {
  id: 'croatia-airlines',
  provider: 'Croatia Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['croatiaairlines.hr', 'croatiaairlines.com'] }],
  extract,
};
