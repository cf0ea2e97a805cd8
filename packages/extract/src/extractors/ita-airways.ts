import { labelled } from './lib/fields.js';
import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const extract = routeLegFlightsReader({
  reservationNumber: (text) =>
    capture(text, /(?:Codice di prenotazione|Booking code)(?: \(PNR\))?:?\s+([A-Z0-9]{6})\b/i),
  // Italian salutations ("Sig.ra", "Sig.") are not among the shared titles.
  underName: (text) =>
    labelled(text, 'Passeggero|Passenger')?.replace(/^(?:Sig\.ra|Sig\.na|Sig\.|Dott\.ssa|Dott\.)\s+/i, ''),
  total: 'Totale|Total',
  ticketNumber: 'Numero biglietto|Ticket number',
  airline: 'AZ',
  departure: 'Partenza|Departure',
  arrival: 'Arrivo|Arrival',
  airlineName: 'ITA Airways',
  terminals: true,
});

/** ITA Airways booking confirmations (Italian and English mails). */
export const itaAirways: ProviderExtractor = {
  id: 'ita-airways',
  provider: 'ITA Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['ita-airways.com'] }],
  extract,
};
