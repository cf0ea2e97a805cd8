import { labelled } from './lib/fields.js';
import { labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

const extract = labelledStayReader({
  reservationNumber: 'Booking number|Número de reserva',
  numberPattern: /^\d{6,12}$/,
  hotel: 'Hotel',
  arrival: 'Arrival date|Fecha de llegada',
  departure: 'Departure date|Fecha de salida',
  underName: 'Holder|Titular',
  total: 'Total amount|Importe total',
  address: 'Address|Dirección',
  telephone: 'Telephone|Teléfono',
  checkinClock: (text, _day, others) => labelled(text, 'Check-in from', others),
  checkoutClock: (text, _day, others) => labelled(text, 'Check-out until', others),
});

/** Meliá Hotels International booking confirmations. */
export const melia: ProviderExtractor = {
  id: 'melia',
  provider: 'Meliá Hotels International',
  classification: 'direct',
  filters: [{ senderDomains: ['melia.com'] }],
  extract,
};
