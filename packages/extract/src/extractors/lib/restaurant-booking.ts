import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, bookingHeader, type FieldReader, readField } from './booking-header.js';
import { atTime, parseNamedDate } from './dates.js';
import { addressFromLine } from './fields.js';
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
    const day = parseNamedDate(readField(text, format.day) ?? '', input.date);
    const lines = text.split('\n').map((l) => l.trim());
    const at = lines.findIndex((l) => format.headline.test(l));
    const [restaurantName, address] = at >= 0 ? lines.slice(at + 1).filter(Boolean) : [];
    if (!day || !restaurantName) return [];
    return [
      foodEstablishmentReservation({
        ...header,
        restaurantName,
        address: addressFromLine(address),
        startTime: atTime(day, readField(text, format.time)) ?? day,
        partySize: Number(readField(text, format.partySize)) || undefined,
      }),
    ];
  };
}
