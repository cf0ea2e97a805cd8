import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "LA 3412 São Paulo Guarulhos (GRU) - Rio de Janeiro Santos Dumont (SDU)", Portuguese or Spanish labels.
const extract = routeLegFlightsReader({
  reservationNumber: /^(?:Código de reserva|Booking code):?\s+([A-Z]{6})\b/im,
  underName: 'Passageiro|Pasajero|Passenger',
  total: 'Valor total|Total pagado|Total',
  airline: 'LA|JJ',
  departure: 'Partida|Salida|Departure',
  arrival: 'Chegada|Llegada|Arrival',
  airlineName: 'LATAM Airlines',
});

/** LATAM Airlines purchase confirmations (Portuguese and Spanish). */
export const latam: ProviderExtractor = {
  id: 'latam',
  provider: 'LATAM Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['latam.com', 'info.latam.com'] }],
  extract,
};
