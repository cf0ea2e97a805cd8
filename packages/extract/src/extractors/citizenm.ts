import { clockLabelled, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// Check-in and check-out clocks stand on lines of their own ("check-in from 14:00").
const extract = labelledStayReader({
  reservationNumber: 'Booking number|Reservation number',
  numberPattern: /^[A-Z0-9]{6,12}$/,
  hotel: 'Hotel',
  arrival: 'Arrival',
  departure: 'Departure',
  underName: 'Guest',
  total: 'Total',
  address: 'Address',
  telephone: 'Phone',
  checkinClock: clockLabelled('Check-in from'),
  checkoutClock: clockLabelled('Check-out until'),
});

/** citizenM hotel booking confirmations. */
export const citizenm: ProviderExtractor = {
  id: 'citizenm',
  provider: 'citizenM',
  classification: 'direct',
  filters: [{ senderDomains: ['citizenm.com'] }],
  extract,
};
