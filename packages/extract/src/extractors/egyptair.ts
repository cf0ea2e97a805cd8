import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "MS 777 Cairo (CAI) - Munich (MUC)" with "Departure" and "Arrival" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'MS',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'EgyptAir',
  familyNameFirst: true,
});

/** EgyptAir booking confirmations. */
export const egyptair: ProviderExtractor = {
  id: 'egyptair',
  provider: 'EgyptAir',
  classification: 'direct',
  filters: [{ senderDomains: ['egyptair.com'] }],
  extract,
};
