import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "TG 920 Bangkok (BKK) - Frankfurt (FRA)": night flights land the next morning.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'TG',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Thai Airways',
  familyNameFirst: true,
  seats: true,
});

/** Thai Airways booking confirmations. */
export const thaiAirways: ProviderExtractor = {
  id: 'thai-airways',
  provider: 'Thai Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['thaiairways.com'] }],
  extract,
};
