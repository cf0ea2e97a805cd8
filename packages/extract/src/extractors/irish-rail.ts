import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Outbound - Sat 12 Dec 2026", "Depart: Dublin Heuston 07:00", "Coach B Seat 31".
const extract = labelledStopsReader({
  reservationNumber: 'Booking Reference',
  underName: 'Customer Name',
  total: 'Total Cost',
  journeyStart: /^(?:Outbound|Return) - /,
  departure: 'Depart',
  arrival: 'Arrive',
  coach: /Coach\s+(\w+)/,
  seat: /Seat\s+(\w+)/,
});

/** Irish Rail (Iarnród Éireann) booking confirmations. */
export const irishRail: ProviderExtractor = {
  id: 'irish-rail',
  provider: 'Irish Rail',
  classification: 'direct',
  filters: [{ senderDomains: ['irishrail.ie'] }],
  extract,
};
