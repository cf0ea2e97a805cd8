import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "AM 530 Ciudad de México (MEX) - Cancún (CUN)" with "Salida" and "Llegada" lines (Spanish mails).
const extract = routeLegFlightsReader({
  reservationNumber: /^(?:Clave de reservación|Reservation code):?\s+([A-Z]{6})\b/im,
  underName: 'Pasajero|Passenger',
  total: 'Total pagado|Total paid',
  airline: 'AM',
  departure: 'Salida|Departure',
  arrival: 'Llegada|Arrival',
  airlineName: 'Aeroméxico',
  terminals: true,
});

/** Aeroméxico purchase confirmations (Spanish and English). */
export const aeromexico: ProviderExtractor = {
  id: 'aeromexico',
  provider: 'Aeroméxico',
  classification: 'direct',
  filters: [{ senderDomains: ['aeromexico.com'] }],
  extract,
};
