import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import {
  type BookingHeaderFields,
  bookingHeader,
  type FieldReader,
  labelAlternatives,
  readField,
} from './booking-header.js';
import { parseDateTime } from './dates.js';
import { type BusLeg, busReservation } from './reservations.js';
import { blocksStartingWith } from './text.js';

/** How a coach operator prints a booking as one block per journey, each starting at a line of its own kind. */
export interface BusBlocksFormat extends BookingHeaderFields {
  /** The line that starts each journey. */
  journeyStart: RegExp;
  /** Without a booking number the mail is no confirmation. */
  numberRequired?: boolean;
  busName: string;
  /** What the block says of its ride; undefined when it holds no journey. */
  ride(block: string, input: ExtractorInput): BusLeg | undefined;
}

/** An extract function reading one bus reservation per block of bookings printed the way `format` describes. */
export function busBlocksReader(format: BusBlocksFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const header = bookingHeader(input, format);
    if (format.numberRequired && !header.reservationNumber) return [];
    return blocksStartingWith(input.text, format.journeyStart).flatMap((block) => {
      const ride = format.ride(block, input);
      return ride ? [busReservation({ ...header, busName: format.busName, ...ride })] : [];
    });
  };
}

/** Journeys whose stops, times and service are each read from the journey's block. */
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
  // An empty field's label takes no other field's line as its value.
  const others = labelAlternatives([
    format.departureStop,
    format.arrivalStop,
    format.departs,
    format.arrives,
    format.service,
  ]);
  return busBlocksReader({
    ...format,
    numberRequired: true,
    ride: (block, input) => {
      const read = (reader: FieldReader) => readField(block, reader, others);
      const from = read(format.departureStop);
      const to = read(format.arrivalStop);
      const departureTime = parseDateTime(read(format.departs) ?? '', input.date);
      if (!from || !to || !departureTime) return undefined;
      return {
        busNumber: read(format.service),
        departureBusStop: from,
        arrivalBusStop: to,
        departureTime,
        arrivalTime: parseDateTime(read(format.arrives) ?? '', input.date),
      };
    },
  });
}
