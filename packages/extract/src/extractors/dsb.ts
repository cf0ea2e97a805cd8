import { routeBlockTrainsReader } from './lib/route-block-trains.js';
import type { ProviderExtractor } from './types.js';

// "København H – Aarhus H", then "fre. 13. nov. 2026 IC 133", "Afg. 09:00 Ank. 11:52", "Vogn 3, plads 45".
const extract = routeBlockTrainsReader({
  reservationNumber: /(?:Ordrenummer|Order number):?\s+(\d{6,12})\b/i,
  underName: 'Rejsende|Traveller|Passenger',
  total: 'I alt|Total',
  departure: /(?:Afg|Dep)\.?\s+(\d{1,2}[:.]\d{2})/,
  arrival: /(?:Ank|Arr)\.?\s+(\d{1,2}[:.]\d{2})/,
  seat: /(?:Vogn|Coach)\s+(\w+),\s*(?:plads|seat)\s+(\w+)/i,
  trainNumber: /\b((?:IC|ICL|Lyn|RE|EC|ICE|SJ)\s?\d{1,5})\b/,
});

/** DSB (Danish railways) purchase receipts. */
export const dsb: ProviderExtractor = {
  id: 'dsb',
  provider: 'DSB',
  classification: 'direct',
  filters: [{ senderDomains: ['dsb.dk'] }],
  extract,
};
