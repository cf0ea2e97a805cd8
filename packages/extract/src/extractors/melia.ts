import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking number|Número de reserva');
  const hotel = labelled(text, 'Hotel');
  const arrival = labelled(text, 'Arrival date|Fecha de llegada');
  const departure = labelled(text, 'Departure date|Fecha de salida');
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber) || !hotel || !arrival || !departure) return [];
  return [
    lodgingReservation({
      reservationNumber,
      underName: labelled(text, 'Holder|Titular'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total amount|Importe total') ?? ''),
      hotelName: hotel,
      address: addressFromLine(labelled(text, 'Address|Dirección')),
      telephone: labelled(text, 'Telephone|Teléfono'),
      checkinTime: stayTime(arrival, labelled(text, 'Check-in from'), input.date),
      checkoutTime: stayTime(departure, labelled(text, 'Check-out until'), input.date),
    }),
  ];
}

/** Meliá Hotels International booking confirmations. */
export const melia: ProviderExtractor = {
  id: 'melia',
  provider: 'Meliá Hotels International',
  classification: 'direct',
  filters: [{ senderDomains: ['melia.com'] }],
  extract,
};
