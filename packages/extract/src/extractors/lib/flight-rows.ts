import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, flightBookingHeader } from './booking-header.js';
import { parseNamedDate, parseNumericDate } from './dates.js';
import { airportRef, flightDesignator } from './fields.js';
import { type FlightLeg, flightReservation } from './reservations.js';
import { airportsInLine, legTimes } from './rows.js';
import { matchAll } from './text.js';
import { travellerName } from './traveller-name.js';

/**
 * How an airline prints its flights as a table, each row's cells squeezed on one line by the text conversion
 * ("02/11/2026 SN 3585 Brussels (BRU) Lisbon (LIS) 06:55 08:45").
 */
export interface FlightRowsFormat extends BookingHeaderFields {
  /**
   * A global pattern of one row, naming its groups: `flight`, `day`, `departs` and `arrives` (clock times), and
   * `route` (both airports) or `from` and `to`.
   */
  row: RegExp;
  /** Rows print the day in digits, day first ("02.10.2026"); otherwise with the month's name ("12 Oct 2026"). */
  numericDays?: boolean;
  airlineName: string;
  /** The traveller may be printed family name first ("TANAKA/HANAKO MS"). */
  familyNameFirst?: boolean;
  /** What the mail says of the row at `index` outside the table, such as seats listed once for all flights. */
  perRow?: (text: string, index: number) => Partial<FlightLeg>;
}

/** An extract function reading one flight per table row of bookings printed the way `format` describes. */
export function flightRowsReader(format: FlightRowsFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const { text } = input;
    const header = flightBookingHeader(input, format);
    if (!header.reservationNumber) return [];
    return matchAll(text, format.row).flatMap((row, index) => {
      const cells = row.groups ?? {};
      // A route naming a stop between the two ("Riga (RIX) Tallinn (TLL) London Gatwick (LGW)") gives no one flight.
      const airports =
        cells.route === undefined ? [airportRef(cells.from), airportRef(cells.to)] : airportsInLine(cells.route);
      const [from, to] = airports.length === 2 ? airports : [];
      const day = format.numericDays ? parseNumericDate(cells.day ?? '') : parseNamedDate(cells.day ?? '', input.date);
      if (!from || !to || !day) return [];
      // The table gives one day per flight; an arrival clock before the departure's lands the next day.
      const [departureTime, arrivalTime] = legTimes(day, cells.departs, cells.arrives);
      return [
        flightReservation({
          ...header,
          underName: format.familyNameFirst ? travellerName(header.underName) : header.underName,
          ...flightDesignator(cells.flight),
          airlineName: format.airlineName,
          departureAirport: from,
          arrivalAirport: to,
          departureTime,
          arrivalTime,
          ...format.perRow?.(text, index),
        }),
      ];
    });
  };
}
