import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** IHG Hotels & Resorts (Holiday Inn, InterContinental, Crowne Plaza…) confirmations and cancellations. */
export const ihg: ProviderExtractor = {
  id: 'ihg',
  provider: 'IHG Hotels & Resorts',
  classification: 'direct',
  filters: [{ senderDomains: ['ihg.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Confirmation number:/i,
    // The confirmation number stays the booking's key; a cancellation number is issued beside it.
    reservationNumber: 'Confirmation number',
    underName: 'Guest name',
    total: 'Total charges',
    checkinDay: 'Check[ -]in',
    checkoutDay: 'Check[ -]out',
    rooms: 'Rooms',
  }),
};
