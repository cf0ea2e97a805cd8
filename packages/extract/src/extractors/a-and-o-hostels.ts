import { GERMAN_STAY_LABELS, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// "Anreise: 28.12.2026 (Check-in ab 15:00)"
const extract = labelledStayReader({
  ...GERMAN_STAY_LABELS,
  reservationNumber: 'Buchungsnummer|Booking number',
  numberPattern: /^[A-Z]{0,3}\d{6,10}$/,
  hotel: 'Haus|Hostel',
  underName: 'Gast|Guest',
  total: 'Gesamtpreis|Total price',
});

/** a&o Hostels booking confirmations. */
export const aAndOHostels: ProviderExtractor = {
  id: 'a-and-o-hostels',
  provider: 'a&o Hostels',
  classification: 'direct',
  filters: [{ senderDomains: ['aohostels.com'] }],
  extract,
};
