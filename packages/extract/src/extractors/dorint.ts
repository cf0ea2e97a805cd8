import { GERMAN_STAY_LABELS, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// "Fr, 04.12.2026 ab 15:00 Uhr"
const extract = labelledStayReader({
  ...GERMAN_STAY_LABELS,
  reservationNumber: 'Reservierungsnummer|Reservation number',
  numberPattern: /^\d{6,10}$/,
  hotel: 'Hotel',
  underName: 'Gast|Guest',
  total: 'Gesamtpreis|Total price',
});

/** Dorint Hotels & Resorts reservation confirmations. */
export const dorint: ProviderExtractor = {
  id: 'dorint',
  provider: 'Dorint Hotels & Resorts',
  classification: 'direct',
  filters: [{ senderDomains: ['dorint.com'] }],
  extract,
};
