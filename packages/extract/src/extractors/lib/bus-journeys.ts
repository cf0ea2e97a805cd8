import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, bookingHeader, type FieldReader, readField } from './booking-header.js';
import { parseDateTime } from './dates.js';
import { busReservation } from './reservations.js';
import { blocksStartingWith } from './text.js';

/**
 * How a coach operator prints a booking as one block per journey, each with its stops, its day-and-time lines
 * and its service, all read from the journey's block.
 */
export interface BusJourneysFormat extends BookingHeaderFields {
  /** The line that starts each journey. */
  journeyStart: RegExp;
  departureStop: FieldReader;
  arrivalStop: FieldReader;
  /** The day and time of leaving and of arriving, as `parseDateTime` reads them. */
  departs: FieldReader;
  arrives: FieldReader;
  service: FieldReader;
  busName: string;
}

/** An extract function reading every journey of bookings printed the way `format` describes. */
export function busJourneysReader(format: BusJourneysFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const header = bookingHeader(input, format);
    if (!header.reservationNumber) return [];
    const rides: Reservation[] = [];
    for (const block of blocksStartingWith(input.text, format.journeyStart)) {
      const from = readField(block, format.departureStop);
      const to = readField(block, format.arrivalStop);
      const departureTime = parseDateTime(readField(block, format.departs) ?? '', input.date);
      if (!from || !to || !departureTime) continue;
      rides.push(
        busReservation({
          ...header,
          busNumber: readField(block, format.service),
          busName: format.busName,
          departureBusStop: from,
          arrivalBusStop: to,
          departureTime,
          arrivalTime: parseDateTime(readField(block, format.arrives) ?? '', input.date),
        }),
      );
    }
    return rides;
  };
}
