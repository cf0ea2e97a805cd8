import { clockLabelled, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// Check-in and check-out hours stand on lines of their own.
const extract = labelledStayReader({
  reservationNumber: 'Booking reference',
  numberPattern: /^[A-Z0-9-]{6,14}$/,
  hotel: 'Hostel|Hotel',
  arrival: 'Check-in date',
  departure: 'Check-out date',
  underName: 'Lead guest',
  total: 'Total paid',
  address: 'Address',
  telephone: 'Phone',
  checkinClock: clockLabelled('Check-in from'),
  checkoutClock: clockLabelled('Check-out by'),
});

/** Generator hostel booking confirmations. */
export const generatorHostels: ProviderExtractor = {
  id: 'generator-hostels',
  provider: 'Generator Hostels',
  classification: 'direct',
  filters: [{ senderDomains: ['staygenerator.com'] }],
  extract,
};
