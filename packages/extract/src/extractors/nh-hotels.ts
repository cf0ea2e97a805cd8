import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { CLOCK, parseNamedDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { hotelBlockHeadedBy, hotelOfBlock, stayTime } from './lib/hotel.js';
import { lodgingReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** The clock of a check-in or check-out line: `15:00`, `3:00 PM`. */
const STAY_CLOCK = new RegExp(`(${CLOCK})`);

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /^Booking number:?\s+(\d{6,10})\s*$/im,
    underName: 'Holder|Guest',
    total: 'Total',
  });
  const { reservationNumber } = header;
  // The stay table: a header row "Check-in Check-out Nights", then both days on one line; laid out in blocks, the
  // headings and then the days a line each.
  const stay =
    capture(text, /^Check-in[ \t]+Check-out\b.*\n(.+)$/im) ??
    capture(text, /^Check-in\nCheck-out\n(?:Nights\n)?(.+\n.+)$/im)?.replace('\n', ' ') ??
    '';
  const [arrival, departure] = stay.split(/(?<=\d{4})\s+(?=\D)/);
  const checkinDay = parseNamedDate(arrival ?? '', input.date);
  const checkoutDay = parseNamedDate(departure ?? '', input.date);
  if (!reservationNumber || !checkinDay || !checkoutDay) return [];
  // The hotel block: a brand name ("NH", "NH Collection", "nhow", "Anantara", "Avani") heads name, address, phone.
  const hotel = hotelBlockHeadedBy(
    text,
    (l) => /^(?:NH|nhow|Anantara|Avani|Tivoli)\s+\S/i.test(l) && !/Hotel Group|Rewards/.test(l),
  );
  if (!hotel) return [];
  return [
    lodgingReservation({
      ...header,
      ...hotelOfBlock(hotel),
      checkinTime: stayTime(checkinDay, capture(labelled(text, 'Check-in time') ?? '', STAY_CLOCK)),
      checkoutTime: stayTime(checkoutDay, capture(labelled(text, 'Check-out time') ?? '', STAY_CLOCK)),
    }),
  ];
}

/** NH Hotel Group (NH, NH Collection, nhow) booking confirmations. */
export const nhHotels: ProviderExtractor = {
  id: 'nh-hotels',
  provider: 'NH Hotel Group',
  classification: 'direct',
  filters: [{ senderDomains: ['nh-hotels.com', 'nh-hoteles.es', 'nh-hotels.de', 'nh-hotels.it'] }],
  extract,
};
