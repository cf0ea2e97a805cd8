import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

const extract = routeLegFlightsReader({
  reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/i,
  underName: 'Guest|Passenger',
  total: /^Total:?\s+(.+)$/m,
  ticketNumber: 'Ticket number',
  airline: 'EY',
  departure: 'Departing',
  arrival: 'Arriving',
  airlineName: 'Etihad Airways',
  terminals: true,
  seats: true,
});

/** Etihad Airways booking confirmations. */
export const etihad: ProviderExtractor = {
  id: 'etihad',
  provider: 'Etihad Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['etihad.com', 'etihad.ae'] }],
  extract,
};
