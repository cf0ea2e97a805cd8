import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Hyatt (World of Hyatt brands) reservation confirmations and cancellations. */
export const hyatt: ProviderExtractor = {
  id: 'hyatt',
  provider: 'Hyatt',
  classification: 'direct',
  filters: [{ senderDomains: ['hyatt.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Confirmation\s*#/i,
    reservationNumber: 'Confirmation',
    underName: 'Guest Name',
    total: 'Total Cost of Stay',
    checkinDay: 'Arrival Date',
    checkoutDay: 'Departure Date',
    checkinClock: 'Check-in Time',
    checkoutClock: 'Check-out Time',
    rooms: 'Number of Rooms',
  }),
};
