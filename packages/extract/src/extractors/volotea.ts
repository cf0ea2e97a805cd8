import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "V7 1342 Venezia (VCE) - Nantes (NTE)" with "Partenza"/"Arrivo" lines in Italian mails, "Salida"/"Llegada" in Spanish.
const extract = routeLegFlightsReader({
  reservationNumber: (text) =>
    capture(text, /^(?:Codice di prenotazione|Código de reserva|Booking code):?\s+([A-Z0-9]{6})\b/im),
  underName: 'Passeggero|Pasajero|Passenger',
  total: 'Totale|Total',
  airline: 'V7',
  departure: 'Partenza|Salida|Departure',
  arrival: 'Arrivo|Llegada|Arrival',
  airlineName: 'Volotea',
});

/** Volotea booking confirmations (Italian, Spanish and English). */
export const volotea: ProviderExtractor = {
  id: 'volotea',
  provider: 'Volotea',
  classification: 'direct',
  filters: [{ senderDomains: ['volotea.com'] }],
  extract,
};
