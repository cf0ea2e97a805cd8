import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Outbound journey – Fri 11 Dec 2026", "Departure: Praha hl.n. 07:05", "Connection: LE 1352", "Coach 3, Seat 44".
const extract = labelledStopsReader({
  reservationNumber: 'Booking number|Číslo rezervace',
  underName: 'Passenger|Cestující',
  total: 'Total price|Celková cena',
  journeyStart: /^(?:Outbound journey|Return journey|Cesta tam|Cesta zpět)\b/,
  departure: 'Departure|Odjezd',
  arrival: 'Arrival|Příjezd',
  train: 'Connection|Spoj',
  coach: /(?:Coach|Vůz)\s+(\w+)/,
  seat: /(?:Seat|Místo)\s+(\w+)/,
});

/** Leo Express (Czech Republic, Slovakia, Poland) booking confirmations. */
export const leoExpress: ProviderExtractor = {
  id: 'leo-express',
  provider: 'Leo Express',
  classification: 'direct',
  filters: [{ senderDomains: ['leoexpress.com'] }],
  extract,
};
