import { clockAfter, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// "Entrada: sábado, 19/12/2026 desde las 15:00"
const extract = labelledStayReader({
  reservationNumber: 'Localizador|Booking reference',
  numberPattern: /^[A-Z0-9]{6,12}$/,
  hotel: 'Hotel',
  arrival: 'Entrada|Check-in',
  departure: 'Salida|Check-out',
  underName: 'Huésped|Guest',
  total: 'Total',
  address: 'Dirección|Address',
  telephone: 'Teléfono|Phone',
  checkinClock: clockAfter('desde las|from'),
  checkoutClock: clockAfter('hasta las|until'),
});

/** Iberostar Hotels & Resorts booking confirmations (Spanish and English). */
export const iberostar: ProviderExtractor = {
  id: 'iberostar',
  provider: 'Iberostar Hotels & Resorts',
  classification: 'direct',
  filters: [{ senderDomains: ['iberostar.com'] }],
  extract,
};
