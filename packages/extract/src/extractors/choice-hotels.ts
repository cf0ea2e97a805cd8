import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Choice Hotels (Comfort, Quality, Clarion…) reservation confirmations. */
export const choiceHotels: ProviderExtractor = {
  id: 'choice-hotels',
  provider: 'Choice Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['choicehotels.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Confirmation\s*#/i,
    reservationNumber: 'Confirmation',
    underName: 'Guest',
    total: 'Total Stay|Total',
    checkinDay: 'Check-In',
    checkoutDay: 'Check-Out',
    usDates: true,
  }),
};
