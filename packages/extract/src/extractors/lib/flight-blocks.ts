import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, flightBookingHeader } from './booking-header.js';
import { parseDateTime } from './dates.js';
import { printedTerminal } from './fields.js';
import { type FlightLeg, flightReservation } from './reservations.js';
import { ownFlightLines } from './rows.js';
import { boundedBlocksStartingWith } from './text.js';
import { travellerName } from './traveller-name.js';

/** How an airline prints a booking as one block per flight, each starting at a line of its own kind. */
export interface FlightBlocksFormat extends BookingHeaderFields {
  /** The line that starts each flight's block. */
  flightStart: RegExp;
  /** Without a booking number the mail is no confirmation. */
  numberRequired?: boolean;
  /**
   * Every passenger of the booking, one match each (a global pattern whose first group is the name); each flight is
   * then given to each of them. Without it, or when it finds no one, the flights go to `underName`.
   */
  passengers?: RegExp;
  /** The traveller may be printed family name first ("NOWAK/PIOTR MR"). */
  familyNameFirst?: boolean;
  airlineName?: string;
  /** What the block at `index` says of its flight; undefined when it holds no flight. */
  flight(block: string, input: ExtractorInput, index: number): FlightLeg | undefined;
}

/** An extract function reading one flight per block of bookings printed the way `format` describes. */
export function flightBlocksReader(format: FlightBlocksFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const header = flightBookingHeader(input, format);
    if (format.numberRequired && !header.reservationNumber) return [];
    const named = (printed: string | undefined) => (format.familyNameFirst ? travellerName(printed) : printed);
    const listed = format.passengers
      ? [...input.text.matchAll(format.passengers)].map((m) => m[1]?.trim()).filter((name) => name)
      : [];
    const travellers = listed.length > 0 ? [...new Set(listed)] : [header.underName];
    return boundedBlocksStartingWith(input.text, format.flightStart).flatMap((block, index) => {
      const flight = ownFlight(format, block, input, index);
      if (!flight) return [];
      return travellers.map((traveller) =>
        flightReservation({ ...header, underName: named(traveller), airlineName: format.airlineName, ...flight }),
      );
    });
  };
}

/**
 * The flight a block holds, read from its lines before any later line naming another of the airline's flights: the
 * last block runs to the end of the mail, where a list of seats by flight ("QR 8 Seat: 32A") speaks of the others.
 */
function ownFlight(
  format: FlightBlocksFormat,
  block: string,
  input: ExtractorInput,
  index: number,
): FlightLeg | undefined {
  const flight = format.flight(block, input, index);
  if (!flight?.airlineIata || !flight.flightNumber) return flight;
  const own = ownFlightLines(block, flight.airlineIata, flight.flightNumber);
  return own === block ? flight : format.flight(own, input, index);
}

/** A flight's departure and arrival read from their own lines, each a day and time and perhaps "Terminal 2". */
export function timesAndTerminals(
  departs: string,
  arrives: string,
  reference: Date | undefined,
): Pick<FlightLeg, 'departureTime' | 'arrivalTime' | 'departureTerminal' | 'arrivalTerminal'> {
  return {
    departureTime: parseDateTime(departs, reference),
    arrivalTime: parseDateTime(arrives, reference),
    departureTerminal: printedTerminal(departs),
    arrivalTerminal: printedTerminal(arrives),
  };
}
