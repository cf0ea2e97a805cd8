import { labelled } from './lib/fields.js';
import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Hotels.com booking confirmations. */
export const hotelsCom: ProviderExtractor = {
  id: 'hotels-com',
  provider: 'Hotels.com',
  classification: 'ota',
  filters: [{ senderDomains: ['hotels.com', 'mail.hotels.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*(?:Itinerary|Confirmation) number:/i,
    reservationNumber: 'Itinerary number|Confirmation number',
    underName: (text) => labelled(text, 'Reserved for')?.split(',')[0],
    total: 'Total',
    checkinDay: 'Check-in',
    checkoutDay: 'Check-out',
    brokerName: 'Hotels.com',
  }),
};
