import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "ET 706 Frankfurt (FRA) - Addis Ababa (ADD)": the overnight legs print both days.
const extract = routeLegFlightsReader({
  reservationNumber: /^(?:Booking reference|PNR):?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total amount',
  airline: 'ET',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Ethiopian Airlines',
  familyNameFirst: true,
});

/** Ethiopian Airlines booking confirmations. */
export const ethiopian: ProviderExtractor = {
  id: 'ethiopian',
  provider: 'Ethiopian Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['ethiopianairlines.com'] }],
  extract,
};
