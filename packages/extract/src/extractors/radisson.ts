import { CLOCK } from './lib/dates.js';
import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Radisson Hotels (Radisson Blu, Radisson RED, Park Inn…) reservation confirmations. */
export const radisson: ProviderExtractor = {
  id: 'radisson',
  provider: 'Radisson Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['radissonhotels.com', 'radisson.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Confirmation number:/i,
    reservationNumber: 'Confirmation number',
    underName: 'Guest',
    total: 'Total price',
    checkinDay: 'Arrival',
    checkoutDay: 'Departure',
    // "Check-in from 15:00, check-out until 12:00" applies to the arrival and departure days.
    checkinClock: new RegExp(`Check-in from (${CLOCK})`, 'i'),
    checkoutClock: new RegExp(`check-out until (${CLOCK})`, 'i'),
  }),
};
