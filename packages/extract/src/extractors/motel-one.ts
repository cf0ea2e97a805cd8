import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Buchungsnummer|Booking number|Reservierungsnummer');
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber)) return [];
  const hotel = labelled(text, 'Hotel');
  // "Do, 22.10.2026 ab 15:00 Uhr" / "Thu, 22.10.2026 from 15:00"
  const arrival = labelled(text, 'Anreise|Arrival');
  const departure = labelled(text, 'Abreise|Departure');
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber) || !hotel || !arrival || !departure) return [];
  return [
    lodgingReservation({
      reservationNumber,
      underName: labelled(text, 'Gast|Guest'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Gesamtpreis|Total price') ?? ''),
      hotelName: hotel,
      address: addressFromLine(labelled(text, 'Adresse|Address')),
      telephone: labelled(text, 'Telefon|Phone'),
      checkinTime: stayTime(arrival, capture(arrival, /(?:ab|from)\s+(\d{1,2}:\d{2})/i), input.date),
      checkoutTime: stayTime(departure, capture(departure, /(?:bis|until|by)\s+(\d{1,2}:\d{2})/i), input.date),
    }),
  ];
}

/** Motel One booking confirmations (German and English mails). */
export const motelOne: ProviderExtractor = {
  id: 'motel-one',
  provider: 'Motel One',
  classification: 'direct',
  filters: [{ senderDomains: ['motel-one.com'] }],
  extract,
};
