import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Hinfahrt: Sa, 05.12.2026" then "Abfahrt: Wien Westbahnhof 06:08" and "Ankunft: Salzburg Hbf 08:32".
const extract = labelledStopsReader({
  reservationNumber: 'Buchungsnummer|Booking number',
  underName: 'Fahrgast|Passenger',
  total: 'Gesamtbetrag|Total',
  journeyStart: /^(?:Hinfahrt|Rückfahrt|Outward journey|Return journey)\b/,
  departure: 'Abfahrt|Departure',
  arrival: 'Ankunft|Arrival',
  train: 'Zug|Train',
});

/** WESTbahn (Austria) ticket confirmations. */
export const westbahn: ProviderExtractor = {
  id: 'westbahn',
  provider: 'WESTbahn',
  classification: 'direct',
  filters: [{ senderDomains: ['westbahn.at'] }],
  extract,
};
