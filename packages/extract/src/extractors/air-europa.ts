import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "UX 6097 Madrid (MAD) - Palma de Mallorca (PMI)" with "Salida" and "Llegada" lines (Spanish mails).
const extract = routeLegFlightsReader({
  reservationNumber: 'Localizador|Booking reference',
  underName: 'Pasajero|Passenger',
  total: 'Importe total|Total amount',
  airline: 'UX',
  departure: 'Salida|Departure',
  arrival: 'Llegada|Arrival',
  airlineName: 'Air Europa',
  terminals: true,
});

/** Air Europa booking confirmations (Spanish and English). */
export const airEuropa: ProviderExtractor = {
  id: 'air-europa',
  provider: 'Air Europa',
  classification: 'direct',
  filters: [{ senderDomains: ['aireuropa.com'] }],
  extract,
};
