import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockHeadedBy, stayTime } from './lib/hotel.js';
import { type Address, lodgingReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** "1-11 Grafton Place, London, NW1 1DJ": a UK postcode closes the line, and no country follows it. */
function ukAddress(line: string | undefined): Address {
  const { addressCountry: _country, ...address } = addressFromLine(line);
  return address;
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking reference',
    underName: 'Booked by|Lead guest',
    total: 'Total cost',
  });
  const { reservationNumber } = header;
  if (!reservationNumber || !/^[A-Z0-9]{6,10}$/.test(reservationNumber)) return [];
  const checkin = labelled(text, 'Check in');
  const checkout = labelled(text, 'Check out');
  if (!reservationNumber || !/^[A-Z0-9]{6,10}$/.test(reservationNumber) || !checkin || !checkout) return [];
  // The hotel block: "London Central Euston Travelodge", its address, its phone.
  const hotel = hotelBlockHeadedBy(text, (l) => /^(?:Travelodge\s+\S.*|.+\sTravelodge(?: Plus)?)$/.test(l));
  if (!hotel) return [];
  return [
    lodgingReservation({
      ...header,
      hotelName: hotel.name,
      address: ukAddress(hotel.address),
      telephone: hotel.telephone,
      // "Fri 6 Nov 2026 from 3pm", "Sun 8 Nov 2026 by 12pm"
      checkinTime: stayTime(checkin.replace(/\s+from\s.*$/, ''), capture(checkin, /from\s+(\S+)/), input.date),
      checkoutTime: stayTime(checkout.replace(/\s+by\s.*$/, ''), capture(checkout, /by\s+(\S+)/), input.date),
    }),
  ];
}

/** Travelodge (UK) booking confirmations. */
export const travelodge: ProviderExtractor = {
  id: 'travelodge',
  provider: 'Travelodge',
  classification: 'direct',
  filters: [{ senderDomains: ['travelodge.co.uk', 'travelodge.ie', 'travelodge.es'] }],
  extract,
};
