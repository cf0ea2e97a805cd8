import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "5J 560 Manila (MNL) - Cebu (CEB)" with "Departure" and "Arrival" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Guest',
  total: 'Total amount',
  airline: '5J',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Cebu Pacific',
  terminals: true,
});

/** Cebu Pacific itinerary receipts. */
export const cebuPacific: ProviderExtractor = {
  id: 'cebu-pacific',
  provider: 'Cebu Pacific',
  classification: 'direct',
  filters: [{ senderDomains: ['cebupacificair.com'] }],
  extract,
};
