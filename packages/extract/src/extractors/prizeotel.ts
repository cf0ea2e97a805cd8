import { GERMAN_STAY_LABELS, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// "Sa, 12.12.2026 ab 15:00 Uhr"
const extract = labelledStayReader({
  ...GERMAN_STAY_LABELS,
  reservationNumber: 'Buchungsnummer|Booking number',
  numberPattern: /^[A-Z0-9]{6,12}$/,
  hotel: 'Hotel',
  underName: 'Gast|Guest',
  total: 'Gesamtpreis|Total price',
});

/** prizeotel booking confirmations. */
export const prizeotel: ProviderExtractor = {
  id: 'prizeotel',
  provider: 'prizeotel',
  classification: 'direct',
  filters: [{ senderDomains: ['prizeotel.com'] }],
  extract,
};
