import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "SV 120 Jeddah (JED) - London Heathrow (LHR)" with "Departure" and "Arrival" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Guest',
  total: 'Total amount',
  airline: 'SV',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Saudia',
  terminals: true,
});

/** Saudia booking confirmations. */
export const saudia: ProviderExtractor = {
  id: 'saudia',
  provider: 'Saudia',
  classification: 'direct',
  filters: [{ senderDomains: ['saudia.com'] }],
  extract,
};
