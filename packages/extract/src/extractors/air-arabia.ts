import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "G9 301 Sharjah (SHJ) - Kathmandu (KTM)" with "Departure" and "Arrival" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Reservation number:?\s+(\d{8,10})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'G9',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Air Arabia',
});

/** Air Arabia booking confirmations. */
export const airArabia: ProviderExtractor = {
  id: 'air-arabia',
  provider: 'Air Arabia',
  classification: 'direct',
  filters: [{ senderDomains: ['airarabia.com'] }],
  extract,
};
