import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Outward: Friday 11 December 2026", "Depart: London Kings Cross 09:00 Platform 5", "Coach K, Seat 24".
const extract = labelledStopsReader({
  reservationNumber: 'Booking reference',
  underName: 'Lead passenger',
  total: 'Total paid',
  journeyStart: /^(?:Outward|Return):/,
  departure: 'Depart',
  arrival: 'Arrive',
  coach: /Coach\s+(\w+)/,
  seat: /Seat\s+(\w+)/,
});

/** LNER (London North Eastern Railway) booking confirmations. */
export const lner: ProviderExtractor = {
  id: 'lner',
  provider: 'LNER',
  classification: 'direct',
  filters: [{ senderDomains: ['lner.co.uk'] }],
  extract,
};
