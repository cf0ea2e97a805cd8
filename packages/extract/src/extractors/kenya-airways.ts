import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "KQ 100 Nairobi (NBO) - London Heathrow (LHR)": the overnight legs print both days.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'KQ',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Kenya Airways',
  seats: true,
});

/** Kenya Airways booking confirmations. */
export const kenyaAirways: ProviderExtractor = {
  id: 'kenya-airways',
  provider: 'Kenya Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['kenya-airways.com'] }],
  extract,
};
