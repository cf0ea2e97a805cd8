import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

const extract = routeLegFlightsReader({
  reservationNumber: /(?:Buchungsnummer|Booking number):?\s+([A-Z0-9]{6})\b/i,
  underName: 'Reisender|Passagier|Passenger',
  total: 'Gesamtpreis|Total price',
  airline: 'DE',
  departure: 'Abflug|Departure',
  arrival: 'Ankunft|Arrival',
  airlineName: 'Condor',
});

/** Condor booking confirmations (German and English mails). */
export const condor: ProviderExtractor = {
  id: 'condor',
  provider: 'Condor',
  classification: 'direct',
  filters: [{ senderDomains: ['condor.com'] }],
  extract,
};
