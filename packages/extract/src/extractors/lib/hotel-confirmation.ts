import { countryCode } from '../../refdata/countries.js';
import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import {
  type BookingHeaderFields,
  bookingHeader,
  type FieldReader,
  labelAlternatives,
  readField,
} from './booking-header.js';
import { holdsUsAddress } from './fields.js';
import { hotelBlockAfter, hotelOfBlock, STAY_WORDS, stayEndTime, stayTime } from './hotel.js';
import { lodgingReservation } from './reservations.js';

/** How one chain or agency prints a hotel confirmation with the hotel block beneath a marker line. */
export interface HotelConfirmationFormat extends BookingHeaderFields {
  /** The line the hotel's name, address and phone follow. */
  hotelAfter?: RegExp;
  /** Where no block follows a marker line (or none is printed under it): the hotel's name, read where the mail prints it. */
  hotelName?: FieldReader;
  /** Where the block gives no address: the hotel's address, read where the mail prints it. */
  hotelAddress?: FieldReader;
  /** Without a booking number the mail is not a confirmation (the marker line alone is too common). */
  numberRequired?: boolean;
  checkinDay: FieldReader;
  checkoutDay: FieldReader;
  /** A clock time printed apart from the day. */
  checkinClock?: FieldReader;
  checkoutClock?: FieldReader;
  rooms?: FieldReader;
  /** Numeric days are written month first. */
  usDates?: boolean;
  /** The agency that sold the stay, for agency mails. */
  brokerName?: string;
}

/** Whether a text prints a numeric day whose day and month could be either ("06/07/2025"). */
function hasAmbiguousNumericDay(text: string): boolean {
  const m = /(?<!\d)(\d{1,2})[./-](\d{1,2})[./-](?:\d{4}|\d{2})(?!\d)/.exec(text);
  return !!m && Number(m[1]) <= 12 && Number(m[2]) <= 12 && m[1] !== m[2];
}

/** An extract function reading one stay from confirmations printed the way `format` describes. */
export function hotelConfirmationReader(format: HotelConfirmationFormat): (input: ExtractorInput) => Reservation[] {
  // The day lines end a hotel block (a hotel's name may begin with another label's word: "Guest House …").
  const dayLabels = labelAlternatives(
    [format.checkinDay, format.checkoutDay, format.checkinClock, format.checkoutClock],
    STAY_WORDS,
  );
  const others = labelAlternatives(
    [
      format.reservationNumber,
      format.underName,
      format.total,
      format.checkinDay,
      format.checkoutDay,
      format.checkinClock,
      format.checkoutClock,
      format.rooms,
    ],
    STAY_WORDS,
  );
  return (input) => {
    const { text } = input;
    const block = format.hotelAfter ? hotelBlockAfter(text, format.hotelAfter, dayLabels) : {};
    const hotel = {
      ...block,
      name: block.name ?? readField(text, format.hotelName),
      address: block.address ?? readField(text, format.hotelAddress),
    };
    const header = bookingHeader(input, format);
    if (!hotel.name || (format.numberRequired && !header.reservationNumber)) return [];
    const usDates = format.usDates ?? false;
    // A format that reads days day first, meeting a hotel in the United States, cannot tell 06/07 apart.
    const place = hotelOfBlock({ ...hotel, name: hotel.name });
    const orderUnsure = !usDates && (holdsUsAddress(text) || countryCode(place.address?.addressCountry ?? '') === 'US');
    const day = (reader: FieldReader) => {
      const printed = readField(text, reader, others);
      return orderUnsure && printed && hasAmbiguousNumericDay(printed) ? undefined : printed;
    };
    return [
      lodgingReservation({
        ...header,
        ...place,
        checkinTime: stayTime(
          day(format.checkinDay),
          readField(text, format.checkinClock, others),
          input.date,
          usDates,
        ),
        checkoutTime: stayEndTime(
          day(format.checkoutDay),
          readField(text, format.checkoutClock, others),
          input.date,
          usDates,
        ),
        numberOfRooms: Number(readField(text, format.rooms)) || undefined,
        brokerName: format.brokerName,
      }),
    ];
  };
}
