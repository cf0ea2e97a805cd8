import { clockAfter, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// "Fr, 04.12.2026 ab 15:00 Uhr"
const extract = labelledStayReader({
  reservationNumber: 'Reservierungsnummer|Reservation number',
  numberPattern: /^\d{6,10}$/,
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

/** Dorint Hotels & Resorts reservation confirmations. */
export const dorint: ProviderExtractor = {
  id: 'dorint',
  provider: 'Dorint Hotels & Resorts',
  classification: 'direct',
  filters: [{ senderDomains: ['dorint.com'] }],
  extract,
};
