import { sailingTableReader } from './lib/sailing-table.js';
import type { ProviderExtractor } from './types.js';

const extract = sailingTableReader({ reservationNumber: /Booking reference:?\s+(\d{6,10})\b/i });

/** Brittany Ferries booking confirmations (sailing table). */
export const brittanyFerries: ProviderExtractor = {
  id: 'brittany-ferries',
  provider: 'Brittany Ferries',
  classification: 'direct',
  filters: [{ senderDomains: ['brittanyferries.com', 'brittany-ferries.co.uk', 'brittany-ferries.fr'] }],
  extract,
};
