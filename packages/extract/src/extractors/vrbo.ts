import { hotelBlockAfter } from './lib/hotel.js';
import { labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

const extract = labelledStayReader({
  reservationNumber: 'Reservation ID',
  // The listing's title follows the headline.
  hotel: (text) => hotelBlockAfter(text, /^\s*Your booking (?:is|has been) (?:confirmed|cancell?ed)/i).name,
  arrival: 'Check-in',
  departure: 'Checkout|Check-out',
  daysOptional: true,
  underName: 'Traveler',
  total: 'Total',
  address: 'Address',
  brokerName: 'Vrbo',
});

/** Vrbo holiday-rental booking confirmations. */
export const vrbo: ProviderExtractor = {
  id: 'vrbo',
  provider: 'Vrbo',
  classification: 'ota',
  filters: [{ senderDomains: ['vrbo.com', 'homeaway.com'] }],
  extract,
};
