import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Outward - Sat 12 Dec 2026", "From: Manchester Piccadilly 08:15 Platform 5", "Coach B Seat 34".
const extract = labelledStopsReader({
  reservationNumber: 'Booking reference',
  underName: 'Passenger',
  total: 'Total paid',
  journeyStart: /^(?:Outward|Return) - /,
  departure: 'From',
  arrival: 'To',
  coach: /Coach\s+(\w+)/,
  seat: /Seat\s+(\w+)/,
});

/** Avanti West Coast booking confirmations. */
export const avantiWestCoast: ProviderExtractor = {
  id: 'avanti-west-coast',
  provider: 'Avanti West Coast',
  classification: 'direct',
  filters: [{ senderDomains: ['avantiwestcoast.co.uk'] }],
  extract,
};
