import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { comparableMillis, readTime } from './date-time.js';
import { objectAt, stringAt } from './json-ld.js';

/** Why a reservation was dropped, or undefined when it is kept. */
export type Rejection = string | undefined;

function hasPlace(place: JsonLdObject | undefined): boolean {
  return Boolean(stringAt(place, 'iataCode') || stringAt(place, 'name'));
}

function hasTime(obj: JsonLdObject | undefined, ...keys: string[]): boolean {
  return keys.some((k) => readTime(obj?.[k]) !== undefined);
}

/** The slack allowed when two local times of unknown zones are compared: the widest zone difference. */
const LOCAL_SLACK_MS = 26 * 3600 * 1000;

function endsBeforeStart(start: JsonLdObject[string], end: JsonLdObject[string]): boolean {
  const a = comparableMillis(start);
  const b = comparableMillis(end);
  if (!a || !b) return false;
  const slack = a.absolute && b.absolute ? 0 : LOCAL_SLACK_MS;
  return b.ms + slack < a.ms;
}

/**
 * A train that leaves from a named station at a known time on a numbered train, where the document names no
 * arrival (a ticket message gives the departure alone): a seat on that train is known, where it ends is not.
 */
function isTrainBoarding(trip: JsonLdObject, from: string, to: string): boolean {
  return (
    from === 'departureStation' &&
    trip[to] === undefined &&
    hasPlace(objectAt(trip, from)) &&
    Boolean(stringAt(trip, 'trainNumber')) &&
    /T\d{2}:\d{2}/.test(readTime(trip.departureTime)?.iso ?? '')
  );
}

/**
 * An open ticket: valid between its two places on any train or bus of the days its ticket gives (`validFrom`,
 * `validUntil`), so no one departure is known.
 */
function isOpenTicket(r: Reservation): boolean {
  const ticket = objectAt(r, 'reservedTicket');
  return hasTime(ticket, 'validFrom', 'validUntil');
}

function checkTrip(trip: JsonLdObject | undefined, from: string, to: string, open = false): Rejection {
  if (!trip) return 'nothing reserved';
  if (isTrainBoarding(trip, from, to)) return undefined;
  if (!hasPlace(objectAt(trip, from)) || !hasPlace(objectAt(trip, to))) return 'departure or arrival unknown';
  if (!hasTime(trip, 'departureTime', 'departureDay') && !open) return 'no departure time';
  if (endsBeforeStart(trip.departureTime, trip.arrivalTime)) return 'arrival before departure';
  return undefined;
}

/** Checks that a reservation has its essentials and is possible; returns the reason to drop it, if any. */
export function validateReservation(r: Reservation): Rejection {
  const target = objectAt(r, 'reservationFor');
  switch (r['@type']) {
    case 'FlightReservation':
      return checkTrip(target, 'departureAirport', 'arrivalAirport');
    case 'TrainReservation':
      return checkTrip(target, 'departureStation', 'arrivalStation', isOpenTicket(r));
    case 'BusReservation':
      return checkTrip(target, 'departureBusStop', 'arrivalBusStop', isOpenTicket(r));
    case 'BoatReservation':
      return checkTrip(target, 'departureBoatTerminal', 'arrivalBoatTerminal');
    case 'LodgingReservation':
      if (!stringAt(target, 'name')) return 'no hotel name';
      if (!hasTime(r, 'checkinTime') || !hasTime(r, 'checkoutTime')) return 'no check-in or check-out';
      if (endsBeforeStart(r.checkinTime, r.checkoutTime)) return 'check-out before check-in';
      return undefined;
    case 'RentalCarReservation':
      if (!hasTime(r, 'pickupTime')) return 'no pick-up time';
      if (endsBeforeStart(r.pickupTime, r.dropoffTime)) return 'drop-off before pick-up';
      return undefined;
    case 'TaxiReservation':
      return hasTime(r, 'pickupTime') ? undefined : 'no pick-up time';
    case 'FoodEstablishmentReservation':
      if (!stringAt(target, 'name')) return 'no restaurant name';
      return hasTime(r, 'startTime') ? undefined : 'no time';
    case 'EventReservation':
      if (!stringAt(target, 'name')) return 'no event name';
      if (!hasTime(target, 'startDate')) return 'no start date';
      if (endsBeforeStart(target?.startDate, target?.endDate)) return 'ends before it starts';
      return undefined;
    default:
      return 'unknown reservation type';
  }
}
