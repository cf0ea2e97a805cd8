import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { localDay } from './date-time.js';
import { objectAt, stringAt } from './json-ld.js';

const ENDPOINTS: Partial<Record<Reservation['@type'], [string, string]>> = {
  FlightReservation: ['departureAirport', 'arrivalAirport'],
  TrainReservation: ['departureStation', 'arrivalStation'],
  BusReservation: ['departureBusStop', 'arrivalBusStop'],
  BoatReservation: ['departureBoatTerminal', 'arrivalBoatTerminal'],
};

interface Leg {
  r: Reservation;
  from: string;
  to: string;
  day?: string;
}

function placeKey(place: JsonLdObject | undefined): string {
  return (stringAt(place, 'iataCode') ?? stringAt(place, 'name') ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function legOf(r: Reservation): Leg | undefined {
  const ends = ENDPOINTS[r['@type']];
  const trip = objectAt(r, 'reservationFor');
  if (!ends || !trip) return undefined;
  const from = placeKey(objectAt(trip, ends[0]));
  const to = placeKey(objectAt(trip, ends[1]));
  if (!from || !to) return undefined;
  return { r, from, to, day: stringAt(trip, 'departureDay') ?? localDay(trip.departureTime) };
}

const PROPAGATED = ['reservationNumber', 'underName', 'programMembershipUsed'];

/**
 * Drops a reservation for a whole journey A→C when the same input also holds its legs A→B and B→C
 * (a ticket plus its seat reservations), handing the dropped one's booking data on to the legs.
 */
export function filterTriangles(reservations: Reservation[]): Reservation[] {
  const legs = reservations.map(legOf);
  const dropped = new Set<number>();
  legs.forEach((x, i) => {
    if (!x) return;
    for (const [j, y] of legs.entries()) {
      if (!y || j === i || dropped.has(j) || y.from !== x.from || y.to === x.to) continue;
      if (x.day && y.day && x.day !== y.day) continue;
      const k = legs.findIndex(
        (z, n) => z && n !== i && n !== j && !dropped.has(n) && z.from === y.to && z.to === x.to,
      );
      const z = legs[k];
      if (!z) continue;
      dropped.add(i);
      for (const leg of [y, z]) {
        for (const key of PROPAGATED) if (leg.r[key] === undefined && x.r[key] !== undefined) leg.r[key] = x.r[key];
      }
      return;
    }
  });
  return reservations.filter((_, i) => !dropped.has(i));
}
