import { clockLabelled, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// Spanish mails print the check-in and check-out hours on lines of their own.
const extract = labelledStayReader({
  reservationNumber: 'Número de reserva|Booking number',
  numberPattern: /^\d{7,10}$/,
  hotel: 'Hotel',
  arrival: 'Fecha de llegada|Arrival date',
  departure: 'Fecha de salida|Departure date',
  underName: 'Titular|Booking holder',
  total: 'Importe total|Total amount',
  address: 'Dirección|Address',
  telephone: 'Teléfono|Telephone',
  checkinClock: clockLabelled('Hora de entrada|Check-in time'),
  checkoutClock: clockLabelled('Hora de salida|Check-out time'),
});

/** RIU Hotels & Resorts booking confirmations (Spanish and English). */
export const riu: ProviderExtractor = {
  id: 'riu',
  provider: 'RIU Hotels & Resorts',
  classification: 'direct',
  filters: [{ senderDomains: ['riu.com'] }],
  extract,
};
