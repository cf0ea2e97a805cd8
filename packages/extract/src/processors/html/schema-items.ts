import { isObject, personName } from '../../postprocess/json-ld.js';
import { type JsonLdObject, type JsonLdValue, RESERVATION_TYPES, type Reservation } from '../../schema/reservation.js';

/** schema.org types that are not reservations but that callers want (events, restaurants, hotels, products). */
const THING_TYPE =
  /^(?:\w*Event|Festival|FoodEstablishment|Restaurant|Bakery|BarOrPub|CafeOrCoffeeShop|FastFoodRestaurant|Hotel|Hostel|Motel|Resort|BedAndBreakfast|LodgingBusiness|LocalBusiness|Product|TouristAttraction)$/;

/** Types saying less than their subtypes: such an item describing the same business as a specific one merges into it. */
const GENERIC_TYPES = new Set(['LocalBusiness', 'Place', 'Organization']);

function fold(value: JsonLdValue | undefined): string {
  return typeof value === 'string' ? value.toLowerCase().replace(/\s+/g, ' ').trim() : '';
}

function isGeneric(item: JsonLdObject): boolean {
  return GENERIC_TYPES.has(String(item['@type']));
}

/** Pages describe one business twice (LocalBusiness and Restaurant): merge into the specific type, keeping all fields. */
function mergeSameBusiness(things: JsonLdObject[]): JsonLdObject[] {
  const out: JsonLdObject[] = [];
  for (const thing of things) {
    const name = fold(thing.name);
    const twinIndex = name ? out.findIndex((o) => fold(o.name) === name && (isGeneric(o) || isGeneric(thing))) : -1;
    const twin = out[twinIndex];
    if (!twin) {
      out.push(thing);
      continue;
    }
    const [specific, other] = isGeneric(thing) ? [twin, thing] : [thing, twin];
    const merged: JsonLdObject = { ...specific };
    for (const [k, v] of Object.entries(other)) if (merged[k] === undefined || merged[k] === '') merged[k] = v;
    out[twinIndex] = merged;
  }
  return out.filter((t) => !isGeneric(t));
}

const STATUS_ALIASES: Record<string, string> = {
  confirmed: 'http://schema.org/ReservationConfirmed',
  reservationconfirmed: 'http://schema.org/ReservationConfirmed',
  cancelled: 'http://schema.org/ReservationCancelled',
  canceled: 'http://schema.org/ReservationCancelled',
  reservationcancelled: 'http://schema.org/ReservationCancelled',
  pending: 'http://schema.org/ReservationPending',
  reservationpending: 'http://schema.org/ReservationPending',
  hold: 'http://schema.org/ReservationHold',
  reservationhold: 'http://schema.org/ReservationHold',
};

/** `http://schema.org/Cancelled`, `Cancelled`, `ReservationCancelled` → the schema.org status URL. */
export function normalizeStatus(status: JsonLdValue | undefined): string | undefined {
  if (typeof status !== 'string') return undefined;
  // The text after the last `/` or `#`, as splitting at them would leave it.
  const key = status.slice(Math.max(status.lastIndexOf('/'), status.lastIndexOf('#')) + 1).toLowerCase();
  return STATUS_ALIASES[key] ?? status;
}

function typeName(value: string): string {
  return value.replace(/^https?:\/\/schema\.org\//i, '');
}

/** Flattens @graph, arrays and multi-typed items into single-typed objects. */
function flattenItems(value: unknown, out: JsonLdObject[], depth = 0): void {
  if (depth > 16) return;
  if (Array.isArray(value)) {
    for (const v of value) flattenItems(v, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (Array.isArray(value['@graph']) || isObject(value['@graph'])) {
    flattenItems(value['@graph'], out, depth + 1);
    if (!value['@type']) return;
  }
  const type = value['@type'] as JsonLdValue;
  if (Array.isArray(type)) {
    for (const t of type) if (typeof t === 'string') out.push({ ...value, '@type': typeName(t) });
    return;
  }
  out.push(typeof type === 'string' ? { ...value, '@type': typeName(type) } : value);
}

function isReservationType(type: string | undefined): type is Reservation['@type'] {
  return (RESERVATION_TYPES as readonly string[]).includes(type ?? '');
}

/**
 * The reservations of a `ReservationPackage` (a trip sold as one: flights, a stay, a car), each taking the package's
 * traveller, number and status where it names none of its own.
 */
function packageParts(item: JsonLdObject): JsonLdObject[] {
  const parts = Array.isArray(item.subReservation) ? item.subReservation : [item.subReservation];
  const shared: JsonLdObject = {};
  for (const key of ['underName', 'reservationNumber', 'reservationId', 'reservationStatus', 'bookingAgent']) {
    if (item[key] !== undefined) shared[key] = item[key];
  }
  return parts.filter(isObject).map((part) => ({ ...shared, ...part }));
}

/**
 * A booking that names no traveller but lists its tickets, each naming one, as many for every traveller as the
 * booking has trips: each traveller's tickets, in their order, one per trip. Undefined when the tickets do not add up
 * so (a ticket naming nobody, or a traveller with more or fewer tickets than trips): then nobody is guessed.
 */
function ticketsByTraveller(item: JsonLdObject, trips: number): Map<string, JsonLdObject[]> | undefined {
  const tickets = item.reservedTicket;
  if (item.underName !== undefined || !Array.isArray(tickets) || tickets.length < 2) return undefined;
  const byName = new Map<string, JsonLdObject[]>();
  for (const ticket of tickets) {
    const name = isObject(ticket) ? personName(ticket.underName) : undefined;
    if (!name || !isObject(ticket)) return undefined;
    byName.set(name, [...(byName.get(name) ?? []), ticket]);
  }
  return [...byName.values()].every((list) => list.length === trips) ? byName : undefined;
}

/**
 * One reservation per element of a `reservationFor` array, and per traveller where the tickets name them, with the
 * status normalised.
 */
function expandReservation(item: JsonLdObject): Reservation[] {
  const status = normalizeStatus(item.reservationStatus);
  // schema.org also names the booking's number reservationId.
  const number = item.reservationNumber ?? item.reservationId;
  const base = {
    ...item,
    ...(status ? { reservationStatus: status } : {}),
    ...(number !== undefined ? { reservationNumber: number } : {}),
  } as Reservation;
  const target = item.reservationFor;
  const trips = Array.isArray(target) ? target.filter(isObject) : [target];
  const perTrip = trips.map((t) => (t === target ? base : { ...base, reservationFor: t }));
  const travellers = ticketsByTraveller(item, trips.length);
  if (!travellers) return perTrip;
  return perTrip.flatMap((r, i) =>
    [...travellers].map(([name, tickets]) => ({
      ...r,
      underName: { '@type': 'Person', name },
      reservedTicket: tickets[i] as JsonLdObject,
    })),
  );
}

const EVENT_TYPE = /^(?:\w*Event|Festival)$/;

/** An item the markup calls an event (a concert, a conference, a festival), as opposed to a place or a business. */
export function isEventItem(item: JsonLdObject): boolean {
  return typeof item['@type'] === 'string' && EVENT_TYPE.test(item['@type']);
}

/** Splits structured data into reservations and other schema.org items worth keeping. */
export function collectSchemaItems(values: unknown[]): { reservations: Reservation[]; things: JsonLdObject[] } {
  const items: JsonLdObject[] = [];
  for (const v of values) flattenItems(v, items);
  for (const item of [...items]) {
    if (item['@type'] === 'ReservationPackage') flattenItems(packageParts(item), items);
  }
  const reservations: Reservation[] = [];
  const things: JsonLdObject[] = [];
  for (const item of items) {
    const type = typeof item['@type'] === 'string' ? item['@type'] : undefined;
    if (isReservationType(type)) reservations.push(...expandReservation(item));
    else if (type && THING_TYPE.test(type)) things.push(item);
  }
  return { reservations, things: mergeSameBusiness(things) };
}
