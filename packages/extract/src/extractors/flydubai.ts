import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "FZ 1795 Dubai (DXB) - Prague (PRG)" with "Departure" and "Arrival" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'FZ',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'flydubai',
  terminals: true,
});

/** flydubai booking confirmations. */
export const flydubai: ProviderExtractor = {
  id: 'flydubai',
  provider: 'flydubai',
  classification: 'direct',
  filters: [{ senderDomains: ['flydubai.com'] }],
  extract,
};
