import type { JsonLdObject, JsonLdValue } from '../../schema/reservation.js';

/** The key fields of one reservation, flattened as the corpus manifest names them. */
export type Essentials = Record<string, string>;

function obj(value: JsonLdValue | undefined): JsonLdObject | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

function str(value: JsonLdValue | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const o = obj(value);
  // Zone-aware times of the reference come as {"@type": "QDateTime", "@value": ISO}.
  if (o && typeof o['@value'] === 'string') return o['@value'];
  return undefined;
}

function at(root: JsonLdObject, path: string): string | undefined {
  let node: JsonLdValue | undefined = root;
  for (const key of path.split('.')) node = obj(node)?.[key];
  return str(node);
}

const PATHS: Record<string, string> = {
  reservationNumber: 'reservationNumber',
  underName: 'underName.name',
  trainNumber: 'reservationFor.trainNumber',
  trainName: 'reservationFor.trainName',
  departureStation: 'reservationFor.departureStation.name',
  arrivalStation: 'reservationFor.arrivalStation.name',
  departurePlatform: 'reservationFor.departurePlatform',
  arrivalPlatform: 'reservationFor.arrivalPlatform',
  busNumber: 'reservationFor.busNumber',
  busName: 'reservationFor.busName',
  departureBusStop: 'reservationFor.departureBusStop.name',
  arrivalBusStop: 'reservationFor.arrivalBusStop.name',
  airlineIata: 'reservationFor.airline.iataCode',
  airlineName: 'reservationFor.airline.name',
  flightNumber: 'reservationFor.flightNumber',
  departureAirportIata: 'reservationFor.departureAirport.iataCode',
  departureAirportName: 'reservationFor.departureAirport.name',
  arrivalAirportIata: 'reservationFor.arrivalAirport.iataCode',
  arrivalAirportName: 'reservationFor.arrivalAirport.name',
  departureTerminal: 'reservationFor.departureTerminal',
  arrivalTerminal: 'reservationFor.arrivalTerminal',
  departureGate: 'reservationFor.departureGate',
  boardingTime: 'reservationFor.boardingTime',
  departureDay: 'reservationFor.departureDay',
  departureTime: 'reservationFor.departureTime',
  arrivalTime: 'reservationFor.arrivalTime',
  coach: 'reservedTicket.ticketedSeat.seatSection',
  seat: 'reservedTicket.ticketedSeat.seatNumber',
  class: 'reservedTicket.ticketedSeat.seatingType',
  hotelName: 'reservationFor.name',
  hotelCity: 'reservationFor.address.addressLocality',
  checkinTime: 'checkinTime',
  checkoutTime: 'checkoutTime',
  rentalCompany: 'reservationFor.rentalCompany.name',
  carModel: 'reservationFor.name',
  pickupLocation: 'pickupLocation.name',
  dropoffLocation: 'dropoffLocation.name',
  pickupTime: 'pickupTime',
  dropoffTime: 'dropoffTime',
  restaurantName: 'reservationFor.name',
  startTime: 'startTime',
  partySize: 'partySize',
  eventName: 'reservationFor.name',
  startDate: 'reservationFor.startDate',
  endDate: 'reservationFor.endDate',
  venue: 'reservationFor.location.name',
  totalPrice: 'totalPrice',
  priceCurrency: 'priceCurrency',
};

const FIELDS_BY_TYPE: Record<string, string[]> = {
  LodgingReservation: ['hotelName', 'hotelCity', 'checkinTime', 'checkoutTime'],
  RentalCarReservation: ['rentalCompany', 'carModel', 'pickupLocation', 'dropoffLocation', 'pickupTime', 'dropoffTime'],
  FoodEstablishmentReservation: ['restaurantName', 'startTime', 'partySize'],
  EventReservation: ['eventName', 'startDate', 'endDate', 'venue'],
};
const TYPE_SPECIFIC = new Set(Object.values(FIELDS_BY_TYPE).flat());

/** Flattens a schema.org reservation into its essential fields (the manifest's naming). */
export function essentialsOf(reservation: JsonLdObject): Essentials {
  const type = String(reservation['@type']);
  const out: Essentials = { type };
  const status = at(reservation, 'reservationStatus');
  if (status) out.reservationStatus = status.replace(/^https?:\/\/schema\.org\/Reservation/, '');
  const own = FIELDS_BY_TYPE[type] ?? [];
  for (const [key, path] of Object.entries(PATHS)) {
    if (TYPE_SPECIFIC.has(key) && !own.includes(key)) continue;
    const value = at(reservation, path);
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

function fold(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toLowerCase();
}

const TIME_KEYS = /Time$|Date$|^departureDay$/;

/** Whether two essential values agree: names case-insensitively, times by wall clock when one has no offset. */
export function sameValue(key: string, expected: string, actual: string): boolean {
  if (TIME_KEYS.test(key)) {
    const hasOffset = (v: string) => /(?:Z|[+-]\d{2}:?\d{2})$/.test(v) && v.length > 19;
    if (hasOffset(expected) && hasOffset(actual)) return Date.parse(expected) === Date.parse(actual);
    return expected.slice(0, 19) === actual.slice(0, 19);
  }
  return fold(expected) === fold(actual);
}

/** A field the produced reservations got wrong or missed. */
export interface Mismatch {
  element: number;
  key: string;
  expected: string;
  actual: string | undefined;
}

/**
 * Pairs each expected element with the produced one of the same type sharing most fields (as the corpus
 * scorer does) and lists every expected field not reproduced. Keys in `skip` are left to later stages.
 */
export function compareEssentials(
  expected: readonly Essentials[],
  produced: readonly Essentials[],
  skip: readonly string[] = [],
): Mismatch[] {
  const ignored = new Set([...skip, 'departureTimeZone', 'arrivalTimeZone', 'boardingTimeZone']);
  const free = new Set(produced.map((_, i) => i));
  const mismatches: Mismatch[] = [];
  expected.forEach((exp, element) => {
    const keys = Object.keys(exp).filter((k) => !ignored.has(k) && !k.endsWith('Zone'));
    let best: number | undefined;
    let bestScore = -1;
    for (const i of free) {
      const candidate = produced[i];
      if (!candidate || candidate.type !== exp.type) continue;
      const score = keys.filter((k) => {
        const a = candidate[k];
        const e = exp[k];
        return a !== undefined && e !== undefined && sameValue(k, e, a);
      }).length;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    const match = best === undefined ? undefined : produced[best];
    if (best !== undefined) free.delete(best);
    for (const key of keys) {
      const e = exp[key] ?? '';
      const a = match?.[key];
      if (a === undefined || !sameValue(key, e, a)) mismatches.push({ element, key, expected: e, actual: a });
    }
  });
  return mismatches;
}
