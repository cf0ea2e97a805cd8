import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Accor hotels (ALL - Accor Live Limitless: Novotel, ibis, Mercure, Sofitel…) booking confirmations. */
export const accor: ProviderExtractor = {
  id: 'accor',
  provider: 'Accor',
  classification: 'direct',
  filters: [{ senderDomains: ['accor.com', 'accor-mail.com', 'accorhotels.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*(?:Booking|Reservation) number:/i,
    reservationNumber: '(?:Booking|Reservation) number',
    underName: 'Main guest|Guest',
    total: 'Total amount',
    checkinDay: 'Arrival date',
    checkoutDay: 'Departure date',
    checkinClock: 'Check-in from',
    checkoutClock: 'Check-out until',
    rooms: 'Number of rooms',
  }),
};
