import { routeBlockTrainsReader } from './lib/route-block-trains.js';
import type { ProviderExtractor } from './types.js';

const extract = routeBlockTrainsReader({
  reservationNumber: /(?:Bokningsnummer|Booking number):?\s+([A-Z0-9]{6,8})\b/i,
  underName: 'Resenär|Traveller|Passenger',
  total: 'Totalt|Total',
  departure: /(?:Avg|Dep)\.?\s+(\d{1,2}:\d{2})/,
  arrival: /(?:Ank|Arr)\.?\s+(\d{1,2}:\d{2})/,
  seat: /(?:Vagn|Coach)\s+(\w+),\s*(?:plats|seat)\s+(\w+)/i,
  trainNumber: /\b(?:SJ\s+)?(?:Snabbtåg|Regional|InterCity|Nattåg|Euronight)?\s*(\d{2,5})\s*$/m,
  trainName: /\b(SJ\s+(?:Snabbtåg|Regional|InterCity|Nattåg|Euronight))\b/,
});

/** SJ (Swedish railways) booking confirmations. */
export const sj: ProviderExtractor = {
  id: 'sj',
  provider: 'SJ',
  classification: 'direct',
  filters: [{ senderDomains: ['sj.se'] }],
  extract,
};
