import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "PC 1171 Istanbul Sabiha Gokcen (SAW) - Berlin Brandenburg (BER)" with English or Turkish labels.
const extract = routeLegFlightsReader({
  reservationNumber: /^(?:PNR No|PNR Numarası|Reservation code):?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passenger|Yolcu',
  total: 'Total amount|Toplam tutar',
  airline: 'PC',
  departure: 'Departure|Kalkış',
  arrival: 'Arrival|Varış',
  airlineName: 'Pegasus Airlines',
  familyNameFirst: true,
});

/** Pegasus Airlines booking confirmations. */
export const pegasus: ProviderExtractor = {
  id: 'pegasus',
  provider: 'Pegasus Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['flypgs.com'] }],
  extract,
};
