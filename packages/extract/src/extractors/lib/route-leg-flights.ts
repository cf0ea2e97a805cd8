import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, flightBookingHeader } from './booking-header.js';
import { parseDateTime } from './dates.js';
import { flightDesignator, printedTerminal } from './fields.js';
import { flightReservation } from './reservations.js';
import { routeLegs } from './rows.js';
import { capture } from './text.js';
import { travellerName } from './traveller-name.js';

/** How an airline prints its booking facts and its legs ("A3 600 Athens (ATH) - London (LHR)" blocks). */
export interface RouteLegFlightFields extends BookingHeaderFields {
  /** The airline's designator prefixes as a pattern alternation ("A3|OA"). */
  airline: string;
  /** `labelled` label patterns of each leg's departure and arrival lines. */
  departure: string;
  arrival: string;
  /** The airline's name, or a choice by the leg's designator. */
  airlineName: string | ((designator: string) => string);
  /** Legs print "Terminal 3" on their departure and arrival lines. */
  terminals?: boolean;
  /** Legs print "Seat 12A". */
  seats?: boolean;
  /** The traveller may be printed family name first ("TANAKA/HANAKO MS"). */
  familyNameFirst?: boolean;
  /** Days printed in digits are month first, as American airlines print them ("12/07/2026" is 7 December). */
  usDates?: boolean;
}

/** Reads confirmations whose legs are `routeLegs` blocks, one flight reservation per leg. */
export function routeLegFlightsReader(fields: RouteLegFlightFields): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const { text } = input;
    const header = flightBookingHeader(input, fields);
    if (!header.reservationNumber) return [];
    return routeLegs(text, fields.airline, fields.departure, fields.arrival).map((leg) =>
      flightReservation({
        ...header,
        underName: fields.familyNameFirst ? travellerName(header.underName) : header.underName,
        ...flightDesignator(leg.designator),
        airlineName: typeof fields.airlineName === 'string' ? fields.airlineName : fields.airlineName(leg.designator),
        departureAirport: leg.from,
        arrivalAirport: leg.to,
        departureTime: parseDateTime(leg.departure, input.date, fields.usDates),
        arrivalTime: parseDateTime(leg.arrival, input.date, fields.usDates),
        departureTerminal: fields.terminals ? printedTerminal(leg.departure) : undefined,
        arrivalTerminal: fields.terminals ? printedTerminal(leg.arrival) : undefined,
        seat: fields.seats ? capture(leg.block, /\bSeat\s+(\d{1,2}[A-K])\b/) : undefined,
      }),
    );
  };
}
