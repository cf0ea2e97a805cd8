import { getProvenance, setProvenance } from '../engine/provenance.js';
import { findStationByCode, findStationByName } from '../refdata/stations.js';
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

function bookingKey(r: Reservation, ...parts: (string | undefined)[]): string[] {
  const number = fold(stringAt(r, 'reservationNumber'));
  return number && parts.every(Boolean) ? [['booking', number, ...parts.map((p) => fold(p))].join('|')] : [];
}

/**
 * A station as one key however it is spelt: its identifier, the station data's name for it (a barcode names it by
 * its code, `FRPNO`, where the ticket's text prints `PARIS NORD`), or its folded name.
 */
function stationKey(place: JsonLdObject | undefined): string | undefined {
  const name = stringAt(place, 'name');
  const station = findStationByName(name) ?? findStationByCode(name);
  return stringAt(place, 'identifier') ?? station?.name ?? (name ? fold(name) : undefined);
}

function present(...keys: (string | undefined)[]): string[] {
  return keys.filter((k): k is string => Boolean(k));
}

/**
 * What identifies the thing reserved: two reservations sharing a key describe the same trip or stay. The
 * thing itself (flight and day, hotel and nights) is one key; the booking reference with the day another, so
 * a JSON-LD block and an extractor that name the hotel differently still meet.
 */
function identityKeys(r: Reservation): string[] {
  const target = objectAt(r, 'reservationFor');
  const day = stringAt(target, 'departureDay') ?? localDay(target?.departureTime);
  switch (r['@type']) {
    case 'FlightReservation':
      return present(
        tripKey(r, 'flightNumber', 'departureAirport'),
        ...bookingKey(r, stringAt(target, 'flightNumber'), day),
      );
    case 'TrainReservation':
      // A ticket's barcode names no train: its booking reference, stations and day meet the ticket's text.
      return present(
        tripKey(r, 'trainNumber', 'departureStation'),
        ...bookingKey(
          r,
          stationKey(objectAt(target, 'departureStation')),
          stationKey(objectAt(target, 'arrivalStation')),
          day,
        ),
      );
    case 'BusReservation':
      return present(tripKey(r, 'busNumber', 'departureBusStop'));
    case 'BoatReservation':
      return present(tripKey(r, 'name', 'departureBoatTerminal'));
    case 'LodgingReservation': {
      const checkin = localDay(r.checkinTime);
      const checkout = localDay(r.checkoutTime);
      return present([fold(stringAt(target, 'name')), checkin, checkout].join('|'), ...bookingKey(r, checkin));
    }
    case 'RentalCarReservation':
    case 'TaxiReservation':
      return present([fold(stringAt(r, 'reservationNumber')), readTime(r.pickupTime)?.iso.slice(0, 16)].join('|'));
    case 'FoodEstablishmentReservation':
      return present([fold(stringAt(target, 'name')), readTime(r.startTime)?.iso.slice(0, 16)].join('|'));
    case 'EventReservation':
      return present([fold(stringAt(target, 'name')), readTime(target?.startDate)?.iso.slice(0, 10)].join('|'));
    default:
      return [];
  }
}

/**
 * Who travels, as one key: the name as printed, else (a boarding pass names its passenger so) family and given name.
 * A printed name and a pass's two parts are not compared: they spell one traveller in different orders.
 */
function travellerOf(r: Reservation): string {
  const person = objectAt(r, 'underName');
  const name = fold(stringAt(person, 'name'));
  if (name) return name;
  const family = fold(stringAt(person, 'familyName'));
  return family ? `pass:${family}/${fold(stringAt(person, 'givenName'))}` : '';
}

/** Whether two traveller keys say who travels in the same way (both printed names, or both a pass's parts). */
const isComparable = (a: string, b: string) => a.startsWith('pass:') === b.startsWith('pass:');

/** A reservation's seat as one key, coach and seat without their leading zeros ("006-053" is "6-53"). */
function seatOf(r: Reservation): string {
  const seat = objectAt(objectAt(r, 'reservedTicket'), 'ticketedSeat');
  const airplaneSeat = fold(stringAt(r, 'airplaneSeat')).replace(/^0+(?=\w)/, '');
  if (airplaneSeat) return `-${airplaneSeat}`;
  const number = fold(stringAt(seat, 'seatNumber')).replace(/^0+(?=\w)/, '');
  return number ? `${fold(stringAt(seat, 'seatSection')).replace(/^0+(?=\w)/, '')}-${number}` : '';
}

/**
 * Two descriptions of one thing are one booking unless they name different travellers, different seats without
 * naming the same traveller (two seats of one train for travellers it does not name seat by seat), different seats at
 * one event (two tickets, whoever holds them), or different booking references without naming the same traveller (two
 * rooms, two tickets).
 */
function isSameBooking(a: Reservation, b: Reservation): boolean {
  const [sa, sb] = [seatOf(a), seatOf(b)];
  // Two seats at one event are two tickets, also under the one name of who bought both.
  if (a['@type'] === 'EventReservation' && sa && sb && sa !== sb) return false;
  const [ta, tb] = [travellerOf(a), travellerOf(b)];
  if (ta && tb && isComparable(ta, tb)) return ta === tb;
  if (sa && sb && sa !== sb) return false;
  const [na, nb] = [fold(stringAt(a, 'reservationNumber')), fold(stringAt(b, 'reservationNumber'))];
  return !na || !nb || na === nb;
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

const TRIP_NUMBER_KEYS: Readonly<Record<string, string>> = {
  FlightReservation: 'flightNumber',
  TrainReservation: 'trainNumber',
  BusReservation: 'busNumber',
};

/** The booking reference and trip number of a flight, train or bus reservation, and whether its trip names a day. */
function tripOfBooking(r: Reservation): { key: string; dated: boolean } | undefined {
  const numberKey = TRIP_NUMBER_KEYS[String(r['@type'])];
  const target = objectAt(r, 'reservationFor');
  if (!numberKey || !target) return undefined;
  const booking = fold(stringAt(r, 'reservationNumber'));
  const number = fold(stringAt(target, numberKey));
  if (!booking || !number) return undefined;
  const dated = Boolean(stringAt(target, 'departureDay') ?? localDay(target.departureTime));
  return { key: [r['@type'], booking, number].join('|'), dated };
}

/**
 * A trip described without its day (markup that gives "06:15" for a departure) is the one dated trip of the same
 * booking reference and trip number beside it, when there is exactly one: the dated description's values win.
 * With none, or with two (the same train on two days), it stays as it is.
 */
function foldUndated(reservations: Reservation[]): Reservation[] {
  const trips = reservations.map(tripOfBooking);
  const dropped = new Set<number>();
  const out = [...reservations];
  trips.forEach((trip, i) => {
    if (!trip || trip.dated) return;
    const dated = trips.flatMap((t, j) => (t?.dated && t.key === trip.key ? [j] : []));
    const [j] = dated;
    const undated = out[i];
    const target = j === undefined ? undefined : out[j];
    if (dated.length !== 1 || j === undefined || !target || !undated || !isSameBooking(target, undated)) return;
    const merged = mergeDescriptions(target, undated);
    setProvenance(merged, { ...getProvenance(undated), ...getProvenance(target) });
    out[j] = merged;
    dropped.add(i);
  });
  return out.filter((_, i) => !dropped.has(i));
}

/** A train ticket read from its barcode: a token, a day and its ends, but no train and no time. */
function isBarcodeTicket(r: Reservation): boolean {
  const target = objectAt(r, 'reservationFor');
  return (
    r['@type'] === 'TrainReservation' &&
    Boolean(stringAt(objectAt(r, 'reservedTicket'), 'ticketToken')) &&
    !stringAt(target, 'trainNumber') &&
    !target?.departureTime
  );
}

/** Whether a barcode's ticket key is a booking's reference, perhaps with the ticket's number after it (`A1TUTN-3`). */
function keyOfBooking(ticketKey: string, booking: string): boolean {
  if (booking.length < 5 || !ticketKey.startsWith(booking)) return false;
  // The booking's reference is taken as it is: it may hold characters a pattern would read as its own.
  return ticketKey === booking || /^[-/ ]\w{1,3}$/.test(ticketKey.slice(booking.length));
}

/**
 * Whether a place a barcode names (`Mainz`, `Frankfurt(Main)`) is the station a timetable names (`Mainz Hbf`,
 * `Frankfurt(Main)Hbf`): the station's name opens with the place's, up to the end of a word.
 */
function isPlaceOfStation(place: string | undefined, station: string | undefined): boolean {
  const [a, b] = [fold(place), fold(station)];
  if (!a || !b.startsWith(a)) return false;
  const next = b.charAt(a.length);
  return !next || !/\p{L}/u.test(next) || !/\p{L}/u.test(a.charAt(a.length - 1));
}

/**
 * The text's trains of a barcode's journey when their booking's reference is not the barcode's: the trains of its
 * day and of its traveller, the first from the place it starts at, the last to the place it ends at.
 */
function legsOfJourney(ticket: Reservation, reservations: readonly Reservation[], day: string): number[] {
  const traveller = travellerOf(ticket);
  const legs = reservations.flatMap((r, j) => {
    const target = objectAt(r, 'reservationFor');
    const other = travellerOf(r);
    const sameTraveller = !traveller || !other || !isComparable(traveller, other) || traveller === other;
    return r !== ticket &&
      r['@type'] === 'TrainReservation' &&
      target?.departureTime &&
      localDay(target.departureTime) === day &&
      sameTraveller
      ? [j]
      : [];
  });
  const at = (j: number) => comparableMillis(objectAt(reservations[j], 'reservationFor')?.departureTime)?.ms ?? 0;
  const ordered = [...legs].sort((a, b) => at(a) - at(b));
  const [first, last] = [ordered[0], ordered.at(-1)];
  if (first === undefined || last === undefined) return [];
  const ends = objectAt(ticket, 'reservationFor');
  const from = stringAt(objectAt(ends, 'departureStation'), 'name');
  const to = stringAt(objectAt(ends, 'arrivalStation'), 'name');
  const firstFrom = stringAt(objectAt(objectAt(reservations[first], 'reservationFor'), 'departureStation'), 'name');
  const lastTo = stringAt(objectAt(objectAt(reservations[last], 'reservationFor'), 'arrivalStation'), 'name');
  return isPlaceOfStation(from, firstFrom) && isPlaceOfStation(to, lastTo) ? legs : [];
}

/**
 * A railway ticket's barcode names the ticket (its validity, `Köln+City` to `Freiburg(Brsg)+City` on a day), the
 * ticket's text the trains it is booked on. Where the text's trains of the same booking run on the barcode's day,
 * they are the ticket's journey: they take its token, and the barcode's reservation is no trip of its own. So too
 * when the barcode gives another reference than the text (a ticket code beside the order's number) and the text's
 * trains of that day go from the barcode's first place to its last.
 */
function foldTicketIntoLegs(reservations: Reservation[]): Reservation[] {
  const dropped = new Set<number>();
  const out = [...reservations];
  reservations.forEach((ticket, i) => {
    if (!isBarcodeTicket(ticket)) return;
    const key = fold(stringAt(ticket, 'reservationNumber')).replace(/\s+/g, '');
    const day = stringAt(objectAt(ticket, 'reservationFor'), 'departureDay');
    if (!key || !day) return;
    const byKey = out.flatMap((r, j) => {
      const target = objectAt(r, 'reservationFor');
      const booking = fold(stringAt(r, 'reservationNumber'));
      const legDay = stringAt(target, 'departureDay') ?? localDay(target?.departureTime);
      return j !== i &&
        r['@type'] === 'TrainReservation' &&
        target?.departureTime &&
        legDay === day &&
        keyOfBooking(key, booking)
        ? [j]
        : [];
    });
    const legs = byKey.length > 0 ? byKey : legsOfJourney(ticket, out, day);
    if (legs.length === 0) return;
    const token = objectAt(ticket, 'reservedTicket')?.ticketToken;
    for (const j of legs) {
      const leg = out[j];
      if (!leg) continue;
      const held = objectAt(leg, 'reservedTicket');
      if (stringAt(held, 'ticketToken')) continue;
      const withToken = { ...leg, reservedTicket: { '@type': 'Ticket', ...(held ?? {}), ticketToken: token } };
      setProvenance(withToken, getProvenance(leg) ?? {});
      out[j] = withToken;
    }
    dropped.add(i);
  });
  return out.filter((_, i) => !dropped.has(i));
}

/** Merges reservations describing the same thing (same trip, same stay, same traveller) within one input. */
export function mergeDuplicates(reservations: Reservation[]): Reservation[] {
  return foldTicketIntoLegs(foldUndated(mergeKeyed(reservations)));
}

function mergeKeyed(reservations: Reservation[]): Reservation[] {
  const out: Reservation[] = [];
  const byKey = new Map<string, number[]>();
  for (const r of reservations) {
    const keys = identityKeys(r).map((k) => `${r['@type']}#${k}`);
    const candidates = keys.flatMap((k) => byKey.get(k) ?? []);
    const index = candidates.find((i) => {
      const existing = out[i];
      return existing !== undefined && isSameBooking(existing, r);
    });
    const existing = index === undefined ? undefined : out[index];
    let at: number;
    if (existing && index !== undefined) {
      const merged = mergeDescriptions(existing, r);
      setProvenance(merged, { ...getProvenance(r), ...getProvenance(existing) });
      out[index] = merged;
      at = index;
    } else {
      at = out.push(r) - 1;
    }
    for (const k of keys) {
      const list = byKey.get(k) ?? [];
      if (!list.includes(at)) list.push(at);
      byKey.set(k, list);
    }
  }
  return out;
}
