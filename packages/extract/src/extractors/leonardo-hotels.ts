import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Confirmation number|Reservierungsnummer');
  const hotel = labelled(text, 'Hotel');
  const arrival = labelled(text, 'Arrival|Anreise');
  const departure = labelled(text, 'Departure|Abreise');
  if (!reservationNumber || !/^\d{5,12}$/.test(reservationNumber) || !hotel || !arrival || !departure) return [];
  // "from 15:00 / until 12:00"
  const times = labelled(text, 'Check-in / check-out|Check-in / Check-out') ?? '';
  return [
    lodgingReservation({
      reservationNumber,
      underName: labelled(text, 'Guest name|Gast'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total amount|Gesamtbetrag') ?? ''),
      hotelName: hotel,
      address: addressFromLine(labelled(text, 'Address|Adresse')),
      telephone: labelled(text, 'Phone|Telefon'),
      checkinTime: stayTime(arrival, capture(times, /(?:from|ab)\s+(\d{1,2}:\d{2})/i), input.date),
      checkoutTime: stayTime(departure, capture(times, /(?:until|bis)\s+(\d{1,2}:\d{2})/i), input.date),
    }),
  ];
}

/** Leonardo Hotels reservation confirmations. */
export const leonardoHotels: ProviderExtractor = {
  id: 'leonardo-hotels',
  provider: 'Leonardo Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['leonardo-hotels.com', 'leonardo-hotels.de'] }],
  extract,
};
