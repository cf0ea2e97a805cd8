import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import {
  type BookingHeaderFields,
  bookingHeader,
  type FieldReader,
  labelAlternatives,
  readField,
} from './booking-header.js';
import { atTime, parseNamedDate } from './dates.js';
import { addressFromLine, isOtherField } from './fields.js';
import { foodEstablishmentReservation } from './reservations.js';

/** How a table-booking service prints a booking: the restaurant's name and address under a headline, labelled facts. */
export interface RestaurantBookingFormat extends BookingHeaderFields {
  /** The headline ("Your booking is confirmed!") the restaurant's name and address follow. */
  headline: RegExp;
  day: FieldReader;
  time: FieldReader;
  partySize: FieldReader;
}

/** An extract function reading one table booking printed the way `format` describes; nothing without its number. */
export function restaurantBookingReader(format: RestaurantBookingFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const { text } = input;
    const header = bookingHeader(input, format);
    if (!header.reservationNumber) return [];
    const others = labelAlternatives(
      [format.reservationNumber, format.underName, format.total, format.day, format.time, format.partySize],
      'Date|Time',
    );
    const day = parseNamedDate(readField(text, format.day, others) ?? '', input.date);
    const lines = text.split('\n').map((l) => l.trim());
    const at = lines.findIndex((l) => format.headline.test(l));
    // The name and address end at the first labelled line: a booking printing no address has none, not its day.
    const block = at >= 0 ? lines.slice(at + 1).filter(Boolean) : [];
    const facts = block.findIndex((l) => isOtherField(l, others));
    const [restaurantName, address] = facts < 0 ? block : block.slice(0, facts);
    if (!day || !restaurantName) return [];
    return [
      foodEstablishmentReservation({
        ...header,
        restaurantName,
        address: addressFromLine(address),
        startTime: atTime(day, readField(text, format.time, others)) ?? day,
        partySize: Number(readField(text, format.partySize, others)) || undefined,
      }),
    ];
  };
}
