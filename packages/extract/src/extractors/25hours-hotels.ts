import { clockAfter, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// "Thursday, 17 December 2026, from 3:00 pm": twelve-hour clocks in the English mails.
const extract = labelledStayReader({
  reservationNumber: 'Confirmation number|Bestätigungsnummer',
  numberPattern: /^\d{6,10}$/,
  hotel: 'Hotel',
  arrival: 'Arrival|Anreise',
  departure: 'Departure|Abreise',
  underName: 'Guest|Gast',
  total: 'Total|Gesamt',
  address: 'Address|Adresse',
  telephone: 'Phone|Telefon',
  checkinClock: clockAfter('from|ab'),
  checkoutClock: clockAfter('until|bis'),
});

/** 25hours Hotels reservation confirmations. */
export const twentyfiveHoursHotels: ProviderExtractor = {
  id: '25hours-hotels',
  provider: '25hours Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['25hours-hotels.com'] }],
  extract,
};
