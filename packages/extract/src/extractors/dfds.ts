import { sailingTableReader } from './lib/sailing-table.js';
import type { ProviderExtractor } from './types.js';

const extract = sailingTableReader({ reservationNumber: /Booking number:?\s+(\d{6,10})\b/i });

/** DFDS ferry booking confirmations (sailing table). */
export const dfds: ProviderExtractor = {
  id: 'dfds',
  provider: 'DFDS',
  classification: 'direct',
  filters: [{ senderDomains: ['dfds.com', 'dfdsseaways.co.uk'] }],
  extract,
};
