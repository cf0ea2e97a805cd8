import { getProvenance, setProvenance } from '../engine/provenance.js';
import type { JsonLdObject, JsonLdValue, Reservation } from '../schema/reservation.js';
import { comparableMillis, localDay, readTime } from './date-time.js';
import { isObject, objectAt, stringAt } from './json-ld.js';

function fold(value: string | undefined): string {
  return (value ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function tripKey(r: Reservation, numberKey: string, fromKey: string): string | undefined {
  const trip = objectAt(r, 'reservationFor');
  if (!trip) return undefined;
  const day = stringAt(trip, 'departureDay') ?? localDay(trip.departureTime);
  const from = objectAt(trip, fromKey);
  const place = fold(stringAt(from, 'iataCode') ?? stringAt(from, 'name'));
  const number = fold(stringAt(trip, numberKey));
  if (!day || (!number && !place)) return undefined;
  const airline = fold(stringAt(objectAt(trip, 'airline'), 'iataCode'));
  return [airline, number, place, day].join('|');
}

/** What identifies the thing reserved: two reservations with the same key describe the same trip or stay. */
function identityKey(r: Reservation): string | undefined {
  const target = objectAt(r, 'reservationFor');
  switch (r['@type']) {
    case 'FlightReservation':
      return tripKey(r, 'flightNumber', 'departureAirport');
    case 'TrainReservation':
      return tripKey(r, 'trainNumber', 'departureStation');
    case 'BusReservation':
      return tripKey(r, 'busNumber', 'departureBusStop');
    case 'BoatReservation':
      return tripKey(r, 'name', 'departureBoatTerminal');
    case 'LodgingReservation':
      return [fold(stringAt(target, 'name')), localDay(r.checkinTime), localDay(r.checkoutTime)].join('|');
    case 'RentalCarReservation':
    case 'TaxiReservation':
      return [fold(stringAt(r, 'reservationNumber')), readTime(r.pickupTime)?.iso.slice(0, 16)].join('|');
    case 'FoodEstablishmentReservation':
      return [fold(stringAt(target, 'name')), readTime(r.startTime)?.iso.slice(0, 16)].join('|');
    case 'EventReservation':
      return [fold(stringAt(target, 'name')), readTime(target?.startDate)?.iso.slice(0, 10)].join('|');
    default:
      return undefined;
  }
}

function travellerOf(r: Reservation): string {
  return fold(stringAt(objectAt(r, 'underName'), 'name'));
}

/** Merges two descriptions of the same reservation or trip into one (the first one's values win on conflict). */
export function mergeDescriptions<T extends JsonLdObject>(a: T, b: T): T {
  const [first, second] = isNewer(b, a) ? [b, a] : [a, b];
  const merged = mergeValues(first, second) as T;
  // The more specific type wins: a LocalBusiness and a FoodEstablishment of one name are the restaurant.
  if (GENERIC_TYPES.has(String(first['@type'])) && second['@type']) merged['@type'] = second['@type'];
  return merged;
}

const GENERIC_TYPES = new Set(['Thing', 'Place', 'Organization', 'LocalBusiness']);

/** Whether `a` was modified after `b` (a later update or cancellation wins over the original). */
function isNewer(a: JsonLdObject, b: JsonLdObject): boolean {
  const ta = comparableMillis(a.modifiedTime);
  const tb = comparableMillis(b.modifiedTime);
  return Boolean(ta && tb && ta.ms > tb.ms);
}

/** Deep merge: keeps what `a` has, adds what only `b` has; zone-aware times win over local ones. */
function mergeValues(a: JsonLdValue | undefined, b: JsonLdValue | undefined): JsonLdValue | undefined {
  if (a === undefined || a === null || a === '') return b;
  if (b === undefined || b === null || b === '') return a;
  if (isObject(a) && isObject(b)) {
    if (b['@type'] === 'QDateTime' && a['@type'] !== 'QDateTime') return b;
    const out: JsonLdObject = { ...a };
    for (const [k, v] of Object.entries(b)) out[k] = mergeValues(a[k], v);
    return out;
  }
  if (typeof a === 'string' && isObject(b) && b['@type'] === 'QDateTime') return b;
  return a;
}

/** Merges reservations describing the same thing (same trip, same stay, same traveller) within one input. */
export function mergeDuplicates(reservations: Reservation[]): Reservation[] {
  const out: Reservation[] = [];
  const byKey = new Map<string, number>();
  for (const r of reservations) {
    const key = identityKey(r);
    const full = key ? `${r['@type']}#${key}` : undefined;
    const index = full === undefined ? undefined : byKey.get(full);
    const existing = index === undefined ? undefined : out[index];
    const sameTraveller =
      existing && (!travellerOf(existing) || !travellerOf(r) || travellerOf(existing) === travellerOf(r));
    if (existing && index !== undefined && sameTraveller) {
      const merged = mergeDescriptions(existing, r);
      setProvenance(merged, { ...getProvenance(r), ...getProvenance(existing) });
      out[index] = merged;
      continue;
    }
    if (full !== undefined && !existing) byKey.set(full, out.length);
    out.push(r);
  }
  return out;
}
