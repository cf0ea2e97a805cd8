import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "QF 409 Sydney (SYD) to Melbourne (MEL)", Jetstar-operated legs as "JQ 501".
const extract = routeLegFlightsReader({
  reservationNumber: /^Booking reference:?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'QF|JQ',
  departure: 'Departs',
  arrival: 'Arrives',
  airlineName: (designator) => (designator.startsWith('JQ') ? 'Jetstar' : 'Qantas'),
  ticketNumber: 'E-ticket number',
  terminals: true,
  seats: true,
});

/** Qantas booking confirmations (flights sold by Qantas, including those operated by Jetstar). */
export const qantas: ProviderExtractor = {
  id: 'qantas',
  provider: 'Qantas',
  classification: 'direct',
  filters: [{ senderDomains: ['qantas.com', 'qantas.com.au', 'e.qantas.com'] }],
  extract,
};
