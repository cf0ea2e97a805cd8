import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Best Western Hotels & Resorts reservation confirmations (US format). */
export const bestWestern: ProviderExtractor = {
  id: 'best-western',
  provider: 'Best Western Hotels & Resorts',
  classification: 'direct',
  filters: [{ senderDomains: ['bestwestern.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Confirmation Number:/i,
    reservationNumber: 'Confirmation Number',
    underName: 'Guest Name',
    total: 'Total',
    checkinDay: 'Check In',
    checkoutDay: 'Check Out',
    rooms: 'Number of Rooms',
    // Best Western writes days month first ("07/10/2026").
    usDates: true,
  }),
};
