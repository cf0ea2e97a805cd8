import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Odaút: 2026.12.11., péntek", "Indulás: Budapest-Keleti 07:40", "Vonat: IC 562", "Kocsi 21, Hely 45".
const extract = labelledStopsReader({
  reservationNumber: 'Megrendelés azonosító|Order number',
  underName: 'Utas neve|Passenger',
  total: 'Fizetendő összesen|Total',
  journeyStart: /^(?:Odaút|Visszaút|Outward|Return):/,
  departure: 'Indulás|Departure',
  arrival: 'Érkezés|Arrival',
  train: 'Vonat|Train',
  coach: /(?:Kocsi|Coach)\s+(\w+)/,
  seat: /(?:Hely|Seat)\s+(\w+)/,
});

/** MÁV (Hungarian State Railways) online ticket purchase confirmations. */
export const mav: ProviderExtractor = {
  id: 'mav',
  provider: 'MÁV',
  classification: 'direct',
  filters: [{ senderDomains: ['mav.hu', 'mav-start.hu', 'mavcsoport.hu'] }],
  extract,
};
