import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { readTime } from './date-time.js';
import { isObject, objectAt, stringAt } from './json-ld.js';

const TRIP_FIELDS: Partial<Record<Reservation['@type'], { number: string; places: [string, string] }>> = {
  TrainReservation: { number: 'trainNumber', places: ['departureStation', 'arrivalStation'] },
  BusReservation: { number: 'busNumber', places: ['departureBusStop', 'arrivalBusStop'] },
};

function squash(value: string | undefined): string {
  return (value ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** `MUENCHEN` and `MUENCHEN HBF`, `VERONA PN` and `VERONA P. N.`, `119` and `EC 119` name the same thing. */
function compatible(a: string | undefined, b: string | undefined): boolean {
  const [x, y] = [squash(a), squash(b)];
  if (!x || !y) return true;
  return x.startsWith(y) || y.startsWith(x) || x.endsWith(y) || y.endsWith(x);
}

function longer(a: string | undefined, b: string | undefined): string | undefined {
  return (b?.length ?? 0) > (a?.length ?? 0) ? b : a;
}

function sameTrip(a: JsonLdObject, b: JsonLdObject, fields: { number: string; places: [string, string] }): boolean {
  const depA = readTime(a.departureTime)?.iso.slice(0, 16);
  const depB = readTime(b.departureTime)?.iso.slice(0, 16);
  if (!depA || depA !== depB) return false;
  if (!compatible(stringAt(a, fields.number), stringAt(b, fields.number))) return false;
  return fields.places.every((p) => compatible(stringAt(objectAt(a, p), 'name'), stringAt(objectAt(b, p), 'name')));
}

function unifyPair(a: JsonLdObject, b: JsonLdObject, fields: { number: string; places: [string, string] }): void {
  const number = longer(stringAt(a, fields.number), stringAt(b, fields.number));
  if (number) a[fields.number] = b[fields.number] = number;
  for (const p of fields.places) {
    const [pa, pb] = [objectAt(a, p), objectAt(b, p)];
    const name = longer(stringAt(pa, 'name'), stringAt(pb, 'name'));
    if (name && isObject(pa) && isObject(pb)) pa.name = pb.name = name;
  }
}

/**
 * Several tickets of one input for the same train (a ticket and a seat reservation under different booking
 * references) spell the trip differently; they describe one trip, so each gets its fullest spelling.
 */
export function unifyTrips(reservations: Reservation[]): Reservation[] {
  for (const [i, a] of reservations.entries()) {
    const fields = TRIP_FIELDS[a['@type']];
    const tripA = objectAt(a, 'reservationFor');
    if (!fields || !tripA) continue;
    for (const b of reservations.slice(i + 1)) {
      const tripB = objectAt(b, 'reservationFor');
      if (b['@type'] === a['@type'] && tripB && sameTrip(tripA, tripB, fields)) unifyPair(tripA, tripB, fields);
    }
  }
  return reservations;
}
