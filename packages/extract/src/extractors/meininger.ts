import { clockLabelled, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

const extract = labelledStayReader({
  reservationNumber: 'Buchungsnummer|Booking number',
  numberPattern: /^\d{7,10}$/,
  hotel: 'Hotel',
  arrival: 'Anreisedatum|Arrival date',
  departure: 'Abreisedatum|Departure date',
  underName: 'Name des Gastes|Guest name',
  total: 'Gesamtpreis|Total price',
  address: 'Adresse|Address',
  telephone: 'Telefon|Phone',
  // "Check-in: ab 15:00 Uhr" / "Check-out: bis 11:00 Uhr"
  checkinClock: clockLabelled('Check-in'),
  checkoutClock: clockLabelled('Check-out'),
});

/** MEININGER Hotels booking confirmations. */
export const meininger: ProviderExtractor = {
  id: 'meininger',
  provider: 'MEININGER Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['meininger-hotels.com'] }],
  extract,
};
