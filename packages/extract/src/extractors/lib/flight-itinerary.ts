import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeader, type BookingHeaderFields, flightBookingHeader } from './booking-header.js';
import { CLOCK, parseNamedDate } from './dates.js';
import { airportRef, airportRoute, flightDesignator, labelled } from './fields.js';
import { timesAndTerminals } from './flight-blocks.js';
import { type FlightLeg, flightReservation } from './reservations.js';
import { legOnDay, ownFlightLines } from './rows.js';
import { boundedBlocksStartingWith, capture } from './text.js';

/**
 * Flights printed as a head line "SQ 221  Singapore (SIN) - Sydney (SYD)", then departure and arrival lines,
 * each with a day, a time and perhaps a terminal, and perhaps a seat.
 */
export interface RouteHeadFormat extends BookingHeaderFields {
  /** The head line that starts each flight. */
  flightHead: RegExp;
  /** What stands before the route on the head line (the flight designator). */
  beforeRoute: RegExp;
  departsLabel: string;
  arrivesLabel: string;
  airlineName: string;
}

/**
 * An extract function reading every flight of itineraries printed the way `format` describes. A flight's lines end
 * before a later line naming another of its airline's flights, such as a list of seats after the last flight.
 */
export function routeHeadFlightsReader(format: RouteHeadFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => routeHeadFlights(input, flightBookingHeader(input, format), format);
}

function routeHeadFlights(input: ExtractorInput, header: BookingHeader, format: RouteHeadFormat): Reservation[] {
  const { text } = input;
  const flights: Reservation[] = [];
  for (const printed of boundedBlocksStartingWith(text, format.flightHead)) {
    const [head = ''] = printed.split('\n');
    const designator = flightDesignator(head);
    const block = designator.airlineIata
      ? ownFlightLines(printed, designator.airlineIata, designator.flightNumber)
      : printed;
    // A head naming a third airport ("Singapore (SIN) - Sydney (SYD) - Auckland (AKL)") gives no one flight.
    const route =
      (head.match(/\([A-Z]{3}\)/g) ?? []).length === 2 ? airportRoute(head.replace(format.beforeRoute, '')) : undefined;
    const departs = labelled(block, format.departsLabel) ?? '';
    const arrives = labelled(block, format.arrivesLabel) ?? '';
    if (!route) continue;
    flights.push(
      flightReservation({
        ...header,
        ...designator,
        airlineName: format.airlineName,
        departureAirport: route[0],
        arrivalAirport: route[1],
        ...timesAndTerminals(departs, arrives, input.date),
        seat: capture(block, /Seat\s+(\w+)/),
      }),
    );
  }
  return flights;
}

/**
 * "Madrid (MAD) 15:30 → Paris Orly (ORY) 17:35", with the separator the mail uses between the two stops and,
 * for mails whose clocks are all twelve-hour ("6:00 AM"), the clock's pattern; by default a clock of either
 * notation (`CLOCK`).
 */
export function routeRowPattern(separator: string, clock = CLOCK): RegExp {
  return new RegExp(`^(.+?\\([A-Z]{3}\\))\\s+(${clock})\\s+${separator}\\s+(.+?\\([A-Z]{3}\\))\\s+(${clock})`, 'm');
}

/**
 * A flight's service as agencies print it under each route row: "Flight: easyJet EZY8403" (airline name and
 * designator) and the airline's own reference, which identifies the flight at check-in. The reference is a record
 * locator ("K8Q2XZ") or none: a label left empty is followed by another line ("Total paid: $318.42"), and the last
 * flight's block runs into the mail's closing words ("Airline confirmation codes can take up to 24 hours").
 */
export function airlineService(flightLabel: string, referenceLabel: string): (block: string) => Partial<FlightLeg> {
  return (block) => {
    const flight = labelled(block, flightLabel) ?? '';
    return {
      ...flightDesignator(flight),
      airlineName: capture(flight, /^(.*?)\s+[A-Z0-9]{2,3}\s?\d{1,4}$/),
      reservationNumber: capture(labelled(block, referenceLabel) ?? '', /^([A-Z0-9]{5,8})$/),
    };
  };
}

/** Flights printed as a dated block holding one route row (see `routeRowPattern`) and a service line. */
export interface RouteRowFormat extends BookingHeaderFields {
  /** Without a booking number the mail is no booking. */
  numberRequired?: boolean;
  /** The line that starts each flight. */
  flightStart: RegExp;
  route: RegExp;
  /** The flight's day; without a reader, the day named on the block's first line. */
  day?(block: string, input: ExtractorInput): string | undefined;
  /** Designator, airline and anything else the block says of this flight alone. */
  service(block: string): Partial<FlightLeg>;
}

/**
 * An extract function reading every flight of itineraries printed the way `format` describes; a leg arriving
 * "before" it left lands the next day.
 */
export function routeRowFlightsReader(format: RouteRowFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const header = flightBookingHeader(input, format);
    if (format.numberRequired && !header.reservationNumber) return [];
    const flights: Reservation[] = [];
    for (const block of boundedBlocksStartingWith(input.text, format.flightStart)) {
      const day = format.day ? format.day(block, input) : parseNamedDate(block.split('\n')[0] ?? '', input.date);
      const route = format.route.exec(block);
      if (!route) continue;
      const service = format.service(block);
      flights.push(
        flightReservation({
          ...header,
          ...service,
          reservationNumber: service.reservationNumber ?? header.reservationNumber,
          ...legOnDay(day, [route[2], airportRef(route[1])], [route[4], airportRef(route[3])]),
        }),
      );
    }
    return flights;
  };
}
