import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "NZ 103 Auckland (AKL) to Sydney (SYD)" with "Departs" and "Arrives" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total fare',
  airline: 'NZ',
  departure: 'Departs',
  arrival: 'Arrives',
  airlineName: 'Air New Zealand',
  terminals: true,
});

/** Air New Zealand booking confirmations. */
export const airNewZealand: ProviderExtractor = {
  id: 'air-new-zealand',
  provider: 'Air New Zealand',
  classification: 'direct',
  filters: [{ senderDomains: ['airnz.co.nz', 'airnewzealand.com', 'email.airnz.co.nz'] }],
  extract,
};
