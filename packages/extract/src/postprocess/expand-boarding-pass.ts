import { bcbpToReservations } from '../processors/bcbp/bcbp-to-reservations.js';
import { parseBcbp } from '../processors/bcbp/parse-bcbp.js';
import { type CalendarDay, calendarDayOf } from '../processors/bcbp/resolve-pass-dates.js';
import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { localDay } from './date-time.js';
import { objectAt, stringAt } from './json-ld.js';
import { mergeDescriptions } from './merge.js';

const TOKEN = /^(?:aztecCode|qrCode|pdf417|dataMatrix|barcode128):(M[1-4].*)$/s;

function boardingPassOf(r: Reservation): string | undefined {
  const token = stringAt(r, 'ticketToken') ?? stringAt(objectAt(r, 'reservedTicket'), 'ticketToken');
  return token?.match(TOKEN)?.[1];
}

/** The day a pass's day-of-year dates are resolved from: a day the reservation itself gives, else receipt. */
function referenceDay(r: Reservation, received?: Date): CalendarDay | undefined {
  const trip = objectAt(r, 'reservationFor');
  const day = stringAt(trip, 'departureDay') ?? localDay(trip?.departureTime) ?? localDay(trip?.boardingTime);
  if (day) return calendarDayOf(new Date(`${day}T00:00:00Z`));
  return received && !Number.isNaN(received.getTime()) ? calendarDayOf(received) : undefined;
}

function sameLeg(leg: Reservation, trip: JsonLdObject | undefined): boolean {
  const legTrip = objectAt(leg, 'reservationFor');
  const number = stringAt(trip, 'flightNumber');
  const from = stringAt(objectAt(trip, 'departureAirport'), 'iataCode');
  if (number && number !== stringAt(legTrip, 'flightNumber')) return false;
  if (from && from !== stringAt(objectAt(legTrip, 'departureAirport'), 'iataCode')) return false;
  return Boolean(number || from);
}

/**
 * A flight reservation that carries an IATA boarding-pass string is completed from it: passenger, booking
 * reference, airports, flight and seat. A pass of several legs gives the leg the reservation describes, or
 * all of them when it describes none.
 */
export function expandBoardingPass(r: Reservation, received?: Date): Reservation[] {
  if (r['@type'] !== 'FlightReservation') return [r];
  const text = boardingPassOf(r);
  if (!text) return [r];
  const parsed = parseBcbp(text.replace(/[\r\n]+$/, ''));
  if (!parsed.ok) return [r];
  const reference = referenceDay(r, received);
  const legs = bcbpToReservations(parsed.pass, reference ? { reference } : {});
  const trip = objectAt(r, 'reservationFor');
  // A time on the reservation dates the flight better than the pass's day of the year.
  const knownDay = localDay(trip?.departureTime) ?? localDay(trip?.boardingTime);
  if (trip && knownDay && !stringAt(trip, 'departureDay')) trip.departureDay = knownDay;
  const matching = legs.filter((leg) => sameLeg(leg, trip));
  const chosen = matching.length > 0 ? matching : legs;
  // What the reservation says wins over the pass (it is the later, fuller description).
  return chosen.map((leg) => mergeDescriptions(r, leg));
}
