import { busJourneysReader } from './lib/bus-journeys.js';
import type { ProviderExtractor } from './types.js';

// "Journey 1", then From / Departs / To / Arrives / Service rows ("Saturday 7 November 2026 at 07:00").
const extract = busJourneysReader({
  reservationNumber: /Reservation number:?\s+([A-Z]{2}\d{6,9})\b/,
  underName: 'Passenger',
  total: /^Total:?\s+(.+)$/m,
  journeyStart: /^Journey \d+\s*$/,
  departureStop: 'From',
  arrivalStop: 'To',
  departs: 'Departs',
  arrives: 'Arrives',
  service: 'Service',
  busName: 'megabus',
});

/** megabus (UK) coach booking confirmations. */
export const megabus: ProviderExtractor = {
  id: 'megabus',
  provider: 'megabus',
  classification: 'direct',
  filters: [{ senderDomains: ['megabus.com'] }],
  extract,
};
