import { clockLabelled, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

const extract = labelledStayReader({
  reservationNumber: 'Localizador|Booking code',
  numberPattern: /^[A-Z0-9]{6,12}$/,
  hotel: 'Hotel',
  arrival: 'Fecha de entrada|Check-in date',
  departure: 'Fecha de salida|Check-out date',
  underName: 'Titular de la reserva|Booking holder',
  total: 'Precio total|Total price',
  address: 'Dirección|Address',
  telephone: 'Teléfono|Telephone',
  // "Hora de entrada: a partir de las 15:00" / "Hora de salida: hasta las 12:00"
  checkinClock: clockLabelled('Hora de entrada|Check-in time'),
  checkoutClock: clockLabelled('Hora de salida|Check-out time'),
});

/** Barceló Hotel Group booking confirmations (Spanish and English). */
export const barcelo: ProviderExtractor = {
  id: 'barcelo',
  provider: 'Barceló Hotel Group',
  classification: 'direct',
  filters: [{ senderDomains: ['barcelo.com'] }],
  extract,
};
