import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "CM 472 Panamá (PTY) - Bogotá (BOG)" with "Salida" and "Llegada" lines (Spanish mails).
const extract = routeLegFlightsReader({
  reservationNumber: /^(?:Código de reserva|Reservation code):?\s+([A-Z0-9]{6})\b/im,
  underName: 'Pasajero|Passenger',
  total: 'Total',
  airline: 'CM',
  departure: 'Salida|Departure',
  arrival: 'Llegada|Arrival',
  airlineName: 'Copa Airlines',
});

/** Copa Airlines booking confirmations (Spanish and English). */
export const copa: ProviderExtractor = {
  id: 'copa',
  provider: 'Copa Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['copaair.com'] }],
  extract,
};
