import { labelled } from './lib/fields.js';
import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Priceline hotel itineraries. */
export const priceline: ProviderExtractor = {
  id: 'priceline',
  provider: 'Priceline',
  classification: 'ota',
  filters: [{ senderDomains: ['priceline.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*Hotel Confirmation Number:/i,
    // The hotel's own number matches what the hotel mails; Priceline's trip number is the fallback.
    reservationNumber: (text) => labelled(text, 'Hotel Confirmation Number') ?? labelled(text, 'Priceline Trip Number'),
    underName: 'Reservation Name',
    total: 'Total Charged|Total',
    checkinDay: 'Check-in',
    checkoutDay: 'Check-out',
    brokerName: 'Priceline',
  }),
};
