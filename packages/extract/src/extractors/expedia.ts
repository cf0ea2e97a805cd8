import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Expedia hotel itineraries. */
export const expedia: ProviderExtractor = {
  id: 'expedia',
  provider: 'Expedia',
  classification: 'ota',
  filters: [{ senderDomains: ['expedia.com', 'expediamail.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Itinerary #/i,
    reservationNumber: 'Itinerary',
    underName: /^Reserved for:?\s+(.+)$/m,
    total: 'Total',
    checkinDay: 'Check-in',
    checkoutDay: 'Check-out',
    brokerName: 'Expedia',
  }),
};
