import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Outward journey: Friday 18 December 2026", "Departs: London Paddington 10:04", "Coach D, Seat 48".
const extract = labelledStopsReader({
  reservationNumber: 'Ticket collection reference|Booking reference',
  underName: 'Name',
  total: 'Total cost',
  journeyStart: /^(?:Outward|Return) journey:/,
  departure: 'Departs',
  arrival: 'Arrives',
  coach: /Coach\s+(\w+)/,
  seat: /Seat\s+(\w+)/,
});

/** Great Western Railway booking confirmations. */
export const gwr: ProviderExtractor = {
  id: 'gwr',
  provider: 'Great Western Railway',
  classification: 'direct',
  filters: [{ senderDomains: ['gwr.com'] }],
  extract,
};
