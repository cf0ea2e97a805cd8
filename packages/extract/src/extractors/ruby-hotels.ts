import { GERMAN_STAY_LABELS, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// "Mi, 09.12.2026 ab 15:00 Uhr" / "Fr, 11.12.2026 bis 12:00 Uhr"
const extract = labelledStayReader({
  ...GERMAN_STAY_LABELS,
  reservationNumber: 'Reservierungsnummer|Reservation number',
  numberPattern: /^[A-Z0-9-]{6,14}$/,
  hotel: 'Hotel',
  underName: 'Gast|Guest',
  total: 'Gesamtbetrag|Total amount',
});

/** Ruby Hotels reservation confirmations (German and English). */
export const rubyHotels: ProviderExtractor = {
  id: 'ruby-hotels',
  provider: 'Ruby Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['ruby-hotels.com'] }],
  extract,
};
