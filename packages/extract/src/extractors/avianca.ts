import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "AV 9380 Bogotá (BOG) - Medellín (MDE)" with "Salida" and "Llegada" lines.
const extract = routeLegFlightsReader({
  reservationNumber: /^(?:Código de reserva|Reservation code):?\s+([A-Z0-9]{6})\b/im,
  underName: 'Pasajero|Passenger',
  total: 'Valor total|Total',
  airline: 'AV',
  departure: 'Salida|Departure',
  arrival: 'Llegada|Arrival',
  airlineName: 'Avianca',
});

/** Avianca purchase confirmations (Spanish and English). */
export const avianca: ProviderExtractor = {
  id: 'avianca',
  provider: 'Avianca',
  classification: 'direct',
  filters: [{ senderDomains: ['avianca.com'] }],
  extract,
};
