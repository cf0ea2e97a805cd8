import { labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

const extract = labelledStayReader({
  reservationNumber: 'Booking ID',
  hotel: 'Property|Hotel',
  arrival: 'Check-in',
  departure: 'Check-out',
  daysOptional: true,
  underName: 'Lead guest|Guest name',
  total: 'Total charge|Total',
  address: 'Address',
  telephone: 'Phone',
  brokerName: 'Agoda',
});

/** Agoda booking confirmations. */
export const agoda: ProviderExtractor = {
  id: 'agoda',
  provider: 'Agoda',
  classification: 'ota',
  filters: [{ senderDomains: ['agoda.com', 'agoda-emails.com'] }],
  extract,
};
