import { GERMAN_STAY_LABELS, labelledStayReader } from './lib/labelled-stay.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "Do, 22.10.2026 ab 15:00 Uhr" / "Thu, 22.10.2026 from 15:00"
const extract = labelledStayReader({
  ...GERMAN_STAY_LABELS,
  reservationNumber: 'Buchungsnummer|Booking number|Reservierungsnummer',
  numberPattern: /^\d{6,12}$/,
  hotel: 'Hotel',
  underName: 'Gast|Guest',
  total: 'Gesamtpreis|Total price',
  checkinClock: (_text, arrival) => capture(arrival, /(?:ab|from)\s+(\d{1,2}:\d{2})/i),
  checkoutClock: (_text, departure) => capture(departure, /(?:bis|until|by)\s+(\d{1,2}:\d{2})/i),
});

/** Motel One booking confirmations (German and English mails). */
export const motelOne: ProviderExtractor = {
  id: 'motel-one',
  provider: 'Motel One',
  classification: 'direct',
  filters: [{ senderDomains: ['motel-one.com'] }],
  extract,
};
