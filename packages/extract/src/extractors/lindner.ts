import { clockLabelled, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// Check-in and check-out hours stand on lines of their own ("Check-in: ab 15:00 Uhr").
const extract = labelledStayReader({
  reservationNumber: 'Buchungsnummer|Booking number',
  numberPattern: /^\d{6,10}$/,
  hotel: 'Hotel',
  arrival: 'Anreise|Arrival',
  departure: 'Abreise|Departure',
  underName: 'Gast|Guest',
  total: 'Gesamtbetrag|Total amount',
  address: 'Adresse|Address',
  telephone: 'Telefon|Phone',
  checkinClock: clockLabelled('Check-in'),
  checkoutClock: clockLabelled('Check-out'),
});

/** Lindner Hotels & Resorts booking confirmations. */
export const lindner: ProviderExtractor = {
  id: 'lindner',
  provider: 'Lindner Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['lindner.de'] }],
  extract,
};
