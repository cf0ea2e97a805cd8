import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "JQ 501 Melbourne (MEL) to Gold Coast (OOL)" with "Departing" and "Arriving" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'JQ',
  departure: 'Departing',
  arrival: 'Arriving',
  airlineName: 'Jetstar',
});

/** Jetstar booking confirmations (Jetstar Airways, Jetstar Japan, Jetstar Asia). */
export const jetstar: ProviderExtractor = {
  id: 'jetstar',
  provider: 'Jetstar',
  classification: 'direct',
  filters: [{ senderDomains: ['jetstar.com', 'email.jetstar.com'] }],
  extract,
};
