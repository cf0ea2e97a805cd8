import { CLOCK } from './lib/dates.js';
import { labelledLines } from './lib/fields.js';
import { firstReading } from './lib/first-reading.js';
import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

const readConfirmation = hotelConfirmationReader({
  hotelAfter: /^\s*(?:Booking|Reservation) number:/i,
  reservationNumber: '(?:Booking|Reservation) number',
  underName: 'Main guest|Guest',
  total: 'Total amount',
  checkinDay: 'Arrival date',
  checkoutDay: 'Departure date',
  checkinClock: 'Check-in from',
  checkoutClock: 'Check-out until',
  rooms: 'Number of rooms',
});

/**
 * The stay's days as the plain-text mail prints them, under their label: `Date of stay:` / `From 01 Dec 2023 to 03 Dec
 * 2023`.
 */
const stayDays = (text: string) => /^From (.+?) to (.+)$/.exec(labelledLines(text, 'Date of stay', 1)[0] ?? '');

// The plain-text mail: the hotel named in its thanks, the days under their label, the clocks in the house rules.
const readPlainText = hotelConfirmationReader({
  hotelName: /^Thank you for choosing (.+?) for your (?:next )?stay\b/m,
  reservationNumber: 'Reservation number',
  numberRequired: true,
  underName: 'Reservation made in the name of',
  total: 'Total',
  checkinDay: (text) => stayDays(text)?.[1],
  checkoutDay: (text) => stayDays(text)?.[2],
  checkinClock: new RegExp(`^The room is available from (${CLOCK})`, 'm'),
  checkoutClock: new RegExp(`^The room must be vacated by (${CLOCK})`, 'm'),
});

/** Accor hotels (ALL - Accor Live Limitless: Novotel, ibis, Mercure, Sofitel…) booking confirmations. */
export const accor: ProviderExtractor = {
  id: 'accor',
  provider: 'Accor',
  classification: 'direct',
  // ALL, the group's loyalty programme, sends the confirmations of its members' stays (`confirmation.all.com`).
  filters: [{ senderDomains: ['accor.com', 'accor-mail.com', 'accorhotels.com', 'all.com'] }],
  extract: firstReading(readPlainText, readConfirmation),
};
