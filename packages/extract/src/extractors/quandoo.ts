import { restaurantBookingReader } from './lib/restaurant-booking.js';
import type { ProviderExtractor } from './types.js';

// The restaurant's name and address follow the headline.
const extract = restaurantBookingReader({
  reservationNumber: 'Reservation number|Reservierungsnummer',
  underName: 'Name',
  headline: /reservation is confirmed|Reservierung ist bestätigt/i,
  day: 'Date|Datum',
  time: 'Time|Uhrzeit',
  partySize: 'Guests|Personen',
});

/** Quandoo table reservation confirmations. */
export const quandoo: ProviderExtractor = {
  id: 'quandoo',
  provider: 'Quandoo',
  classification: 'ota',
  filters: [{ senderDomains: ['quandoo.com', 'quandoo.de', 'quandoo.co.uk', 'quandoo.it', 'quandoo.at'] }],
  extract,
};
