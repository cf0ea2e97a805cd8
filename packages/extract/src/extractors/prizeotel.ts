import { clockAfter, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// "Sa, 12.12.2026 ab 15:00 Uhr"
const extract = labelledStayReader({
  reservationNumber: 'Buchungsnummer|Booking number',
  numberPattern: /^[A-Z0-9]{6,12}$/,
  hotel: 'Hotel',
  arrival: 'Anreise|Arrival',
  departure: 'Abreise|Departure',
  underName: 'Gast|Guest',
  total: 'Gesamtpreis|Total price',
  address: 'Adresse|Address',
  telephone: 'Telefon|Phone',
  checkinClock: clockAfter('ab|from'),
  checkoutClock: clockAfter('bis|until'),
});

/** prizeotel booking confirmations. */
export const prizeotel: ProviderExtractor = {
  id: 'prizeotel',
  provider: 'prizeotel',
  classification: 'direct',
  filters: [{ senderDomains: ['prizeotel.com'] }],
  extract,
};
