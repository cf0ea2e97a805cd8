import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, flightBookingHeader } from './booking-header.js';
import { type FlightLeg, flightReservation } from './reservations.js';

/**
 * How a booking prints its number and its list of passengers once, apart from its flights, and then each flight where
 * a pattern finds it.
 */
export interface ListedFlightsFormat extends BookingHeaderFields {
  /** The booking number; without it the mail is no booking. */
  reservationNumber: RegExp;
  /** Every passenger, one match each (a global pattern whose first group is the name), or a reader of the list. */
  passengers: RegExp | ((text: string) => (string | undefined)[]);
  airlineName?: string;
  /** Where each flight starts (a global pattern); its block runs to the next start. */
  flightStart: RegExp;
  /** What the flight found by `match`, the `index`th, says of itself; undefined when it holds no flight. */
  flight(match: RegExpExecArray, block: string, input: ExtractorInput, index: number): FlightLeg | undefined;
}

/**
 * An extract function for bookings printed the way `format` describes. The flights do not say whose they are, so the
 * passenger's name and seat are given only when the booking lists one passenger.
 */
export function listedFlightsReader(format: ListedFlightsFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const { text } = input;
    const header = flightBookingHeader(input, format);
    if (!header.reservationNumber) return [];
    const passengers =
      format.passengers instanceof RegExp
        ? [...text.matchAll(format.passengers)].map((m) => m[1])
        : format.passengers(text);
    const alone = passengers.length === 1;
    const starts = [...text.matchAll(format.flightStart)];
    return starts.flatMap((start, i) => {
      const flight = format.flight(start, text.slice(start.index, starts[i + 1]?.index ?? text.length), input, i);
      if (!flight) return [];
      return [
        flightReservation({
          ...header,
          underName: alone ? passengers[0] : undefined,
          airlineName: format.airlineName,
          ...flight,
          seat: alone ? flight.seat : undefined,
        }),
      ];
    });
  };
}
