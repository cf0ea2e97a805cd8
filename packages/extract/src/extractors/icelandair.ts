import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "FI 615 New York JFK (JFK) - Reykjavík Keflavík (KEF)": transatlantic legs land the next morning.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total price',
  airline: 'FI',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Icelandair',
  seats: true,
});

/** Icelandair booking confirmations. */
export const icelandair: ProviderExtractor = {
  id: 'icelandair',
  provider: 'Icelandair',
  classification: 'direct',
  filters: [{ senderDomains: ['icelandair.com', 'icelandair.is'] }],
  extract,
};
