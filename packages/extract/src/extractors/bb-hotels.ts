import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { labelled } from './lib/fields.js';
import { hotelBlockHeadedBy, hotelOfBlock, stayTime } from './lib/hotel.js';
import { lodgingReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'N° de réservation|Booking number|Buchungsnummer',
    underName: 'Nom du client|Guest name|Gast',
    total: 'Montant total|Total amount|Gesamtbetrag',
  });
  const { reservationNumber } = header;
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber)) return [];
  // "jeudi 12 novembre 2026 à partir de 12h00", "vendredi 13 novembre 2026 avant 12h00"
  const arrival = labelled(text, 'Arrivée|Arrival|Anreise');
  const departure = labelled(text, 'Départ|Departure|Abreise');
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber) || !arrival || !departure) return [];
  const hotel = hotelBlockHeadedBy(text, (l) => /^B&B HOTEL\s+\S/i.test(l));
  if (!hotel) return [];
  const clock = /(\d{1,2}[h:]\d{2})/;
  return [
    lodgingReservation({
      ...header,
      ...hotelOfBlock(hotel),
      checkinTime: stayTime(arrival.replace(clock, ''), capture(arrival, clock), input.date),
      checkoutTime: stayTime(departure.replace(clock, ''), capture(departure, clock), input.date),
    }),
  ];
}

/** B&B HOTELS booking confirmations (French, English and German mails). */
export const bbHotels: ProviderExtractor = {
  id: 'bb-hotels',
  provider: 'B&B HOTELS',
  classification: 'direct',
  filters: [{ senderDomains: ['hotel-bb.com'] }],
  extract,
};
