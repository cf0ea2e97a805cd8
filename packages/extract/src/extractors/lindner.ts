import { clockLabelled, GERMAN_STAY_LABELS, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// Check-in and check-out hours stand on lines of their own ("Check-in: ab 15:00 Uhr").
const extract = labelledStayReader({
  ...GERMAN_STAY_LABELS,
  reservationNumber: 'Buchungsnummer|Booking number',
  numberPattern: /^\d{6,10}$/,
  hotel: 'Hotel',
  underName: 'Gast|Guest',
  total: 'Gesamtbetrag|Total amount',
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
