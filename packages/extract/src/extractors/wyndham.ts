import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Wyndham Hotels & Resorts (La Quinta, Ramada, Days Inn…) reservation confirmations. */
export const wyndham: ProviderExtractor = {
  id: 'wyndham',
  provider: 'Wyndham Hotels & Resorts',
  classification: 'direct',
  filters: [{ senderDomains: ['wyndhamhotels.com', 'wyndham.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Confirmation Number:/i,
    reservationNumber: 'Confirmation Number',
    underName: 'Guest Name',
    total: 'Estimated Total|Total',
    checkinDay: 'Check-In',
    checkoutDay: 'Check-Out',
    rooms: 'Rooms',
    usDates: true,
  }),
};
