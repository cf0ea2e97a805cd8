import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Hilton (Hilton Honors brands) reservation confirmations and cancellations. */
export const hilton: ProviderExtractor = {
  id: 'hilton',
  provider: 'Hilton',
  classification: 'direct',
  filters: [{ senderDomains: ['hilton.com', 'hiltonhonors.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Confirmation(?: number)?:/i,
    reservationNumber: 'Confirmation(?: number)?',
    underName: 'Guest(?: name)?',
    total: 'Total for stay',
    checkinDay: 'Arrival',
    checkoutDay: 'Departure',
    checkinClock: 'Check-in time',
    checkoutClock: 'Check-out time',
    rooms: 'Rooms',
  }),
};
