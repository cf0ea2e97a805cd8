import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Marriott (Marriott Bonvoy brands) reservation confirmations and cancellations. */
export const marriott: ProviderExtractor = {
  id: 'marriott',
  provider: 'Marriott',
  classification: 'direct',
  filters: [{ senderDomains: ['marriott.com', 'marriott-email.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Confirmation Number/i,
    reservationNumber: 'Confirmation Number',
    underName: 'Guest Name',
    total: 'Total for stay(?: \\(all rooms\\))?',
    checkinDay: 'Check-In',
    checkoutDay: 'Check-Out',
    rooms: 'Number of Rooms',
  }),
};
