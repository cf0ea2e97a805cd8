import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "XQ 141 Düsseldorf (DUS) - Antalya (AYT)" with "Abflug"/"Ankunft" lines in German mails.
const extract = routeLegFlightsReader({
  reservationNumber: /^(?:Buchungsnummer|Booking number|PNR):?\s+([A-Z0-9]{6})\b/im,
  underName: 'Passagier|Passenger',
  total: 'Gesamtpreis|Total price',
  airline: 'XQ',
  departure: 'Abflug|Departure',
  arrival: 'Ankunft|Arrival',
  airlineName: 'SunExpress',
});

/** SunExpress booking confirmations (German and English). */
export const sunexpress: ProviderExtractor = {
  id: 'sunexpress',
  provider: 'SunExpress',
  classification: 'direct',
  filters: [{ senderDomains: ['sunexpress.com'] }],
  extract,
};
