import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "RJ 126 Amman (AMM) - Frankfurt (FRA)" with "Departure" and "Arrival" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total fare',
  airline: 'RJ',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Royal Jordanian',
});

/** Royal Jordanian booking confirmations. */
export const royalJordanian: ProviderExtractor = {
  id: 'royal-jordanian',
  provider: 'Royal Jordanian',
  classification: 'direct',
  filters: [{ senderDomains: ['rj.com'] }],
  extract,
};
