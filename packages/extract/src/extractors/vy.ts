import { HALF_OF_DAY } from './lib/dates.js';
import { routeBlockTrainsReader } from './lib/route-block-trains.js';
import type { ProviderExtractor } from './types.js';

// A block per journey headed "Oslo S – Bergen stasjon", then "lørdag 12. desember 2026" and "Tog F4 603".
const extract = routeBlockTrainsReader({
  reservationNumber: /(?:Referansenummer|Reference number):?\s+([A-Z0-9]{6,10})\b/i,
  underName: 'Reisende|Traveller',
  total: 'Totalt|Total',
  departure: new RegExp(String.raw`(?:Avgang|Departure)\s+(\d{1,2}[:.]\d{2}${HALF_OF_DAY})`),
  arrival: new RegExp(String.raw`(?:Ankomst|Arrival)\s+(\d{1,2}[:.]\d{2}${HALF_OF_DAY})`),
  seat: /(?:Vogn|Car)\s+(\w+),\s*(?:sete|seat)\s+(\w+)/i,
  trainNumber: /^(?:Tog|Train)\s+(\S+(?:\s\d+)?)\s*$/m,
});

/** Vy (Norwegian railways) ticket confirmations. */
export const vy: ProviderExtractor = {
  id: 'vy',
  provider: 'Vy',
  classification: 'direct',
  filters: [{ senderDomains: ['vy.no'] }],
  extract,
};
