import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "MH 4 London Heathrow (LHR) - Kuala Lumpur (KUL)": the overnight legs print both days.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'MH',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Malaysia Airlines',
  familyNameFirst: true,
});

/** Malaysia Airlines booking confirmations. */
export const malaysiaAirlines: ProviderExtractor = {
  id: 'malaysia-airlines',
  provider: 'Malaysia Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['malaysiaairlines.com'] }],
  extract,
};
