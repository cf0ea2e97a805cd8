import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "LS 811 Manchester (MAN) to Alicante (ALC)" with "Departs" and "Arrives" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+(\d{7,9})\b/im,
  underName: 'Lead passenger',
  total: 'Total price',
  airline: 'LS',
  departure: 'Departs',
  arrival: 'Arrives',
  airlineName: 'Jet2.com',
});

/** Jet2.com flight booking confirmations. */
export const jet2: ProviderExtractor = {
  id: 'jet2',
  provider: 'Jet2.com',
  classification: 'direct',
  filters: [{ senderDomains: ['jet2.com', 'jet2holidays.com'] }],
  extract,
};
