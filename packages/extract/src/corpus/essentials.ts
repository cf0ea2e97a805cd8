import { isObject } from '../postprocess/json-ld.js';
import type { JsonLdObject, JsonLdValue } from '../schema/reservation.js';

/** The key fields of one element, flattened as the corpus manifest names them (its `essentials`). */
export type Essentials = Record<string, string>;

function at(obj: JsonLdValue | undefined, path: string): JsonLdValue | undefined {
  let current = obj;
  for (const key of path.split('.')) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

function text(value: JsonLdValue | undefined): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (isObject(value) && typeof value.name === 'string' && value.name.trim() !== '') return value.name;
  if (isObject(value) && (typeof value.givenName === 'string' || typeof value.familyName === 'string')) {
    return [value.givenName, value.familyName].filter((v) => typeof v === 'string' && v.trim()).join(' ') || undefined;
  }
  return undefined;
}

type Add = (key: string, value: string | undefined) => void;

function addTime(add: Add, key: string, value: JsonLdValue | undefined): void {
  if (isObject(value) && typeof value['@value'] === 'string') {
    add(key, value['@value']);
    if (typeof value.timezone === 'string') add(`${key}Zone`, value.timezone);
    return;
  }
  add(key, text(value));
}

function status(value: JsonLdValue | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value
    .split(/[/#]/)
    .pop()
    ?.replace(/^Reservation/, '');
}

/**
 * One essential: its key, the paths from the element whose first value gives it, and how that value is read (its
 * text, unless a time, which may carry its zone, or a reservation status, which drops the schema's prefix).
 */
type Field = readonly [key: string, paths: string | readonly string[], read?: 'time' | 'status'];

const RESERVATION: readonly Field[] = [
  ['reservationNumber', 'reservationNumber'],
  ['underName', 'underName'],
  ['reservationStatus', 'reservationStatus', 'status'],
];

const SEAT = 'reservedTicket.ticketedSeat';

/** What the manifest keeps of each type, in its order; other reservations keep their name, other things name and town. */
const ESSENTIALS: Record<string, readonly Field[]> = {
  FlightReservation: [
    ...RESERVATION,
    ['airlineIata', 'reservationFor.airline.iataCode'],
    ['airlineName', 'reservationFor.airline.name'],
    ['flightNumber', 'reservationFor.flightNumber'],
    ['departureAirportIata', 'reservationFor.departureAirport.iataCode'],
    ['departureAirportName', 'reservationFor.departureAirport.name'],
    ['arrivalAirportIata', 'reservationFor.arrivalAirport.iataCode'],
    ['arrivalAirportName', 'reservationFor.arrivalAirport.name'],
    ['departureDay', 'reservationFor.departureDay'],
    ['departureTime', 'reservationFor.departureTime', 'time'],
    ['arrivalTime', 'reservationFor.arrivalTime', 'time'],
    ['boardingTime', 'reservationFor.boardingTime', 'time'],
    ['departureTerminal', 'reservationFor.departureTerminal'],
    ['arrivalTerminal', 'reservationFor.arrivalTerminal'],
    ['departureGate', 'reservationFor.departureGate'],
    ['seat', [`${SEAT}.seatNumber`, 'airplaneSeat']],
  ],
  TrainReservation: [
    ...RESERVATION,
    ['trainNumber', 'reservationFor.trainNumber'],
    ['trainName', 'reservationFor.trainName'],
    ['provider', 'reservationFor.provider'],
    ['departureStation', 'reservationFor.departureStation'],
    ['arrivalStation', 'reservationFor.arrivalStation'],
    ['departureDay', 'reservationFor.departureDay'],
    ['departureTime', 'reservationFor.departureTime', 'time'],
    ['arrivalTime', 'reservationFor.arrivalTime', 'time'],
    ['departurePlatform', 'reservationFor.departurePlatform'],
    ['arrivalPlatform', 'reservationFor.arrivalPlatform'],
    ['coach', `${SEAT}.seatSection`],
    ['seat', `${SEAT}.seatNumber`],
    ['class', `${SEAT}.seatingType`],
  ],
  BusReservation: [
    ...RESERVATION,
    ['busNumber', 'reservationFor.busNumber'],
    ['busName', 'reservationFor.busName'],
    ['departureBusStop', 'reservationFor.departureBusStop'],
    ['arrivalBusStop', 'reservationFor.arrivalBusStop'],
    ['departureDay', 'reservationFor.departureDay'],
    ['departureTime', 'reservationFor.departureTime', 'time'],
    ['arrivalTime', 'reservationFor.arrivalTime', 'time'],
    ['seat', `${SEAT}.seatNumber`],
  ],
  LodgingReservation: [
    ...RESERVATION,
    ['hotelName', 'reservationFor'],
    ['hotelCity', 'reservationFor.address.addressLocality'],
    ['checkinTime', 'checkinTime', 'time'],
    ['checkoutTime', 'checkoutTime', 'time'],
  ],
  EventReservation: [
    ...RESERVATION,
    ['eventName', 'reservationFor.name'],
    ['venue', 'reservationFor.location'],
    ['venueCity', 'reservationFor.location.address.addressLocality'],
    ['startDate', 'reservationFor.startDate', 'time'],
    ['endDate', 'reservationFor.endDate', 'time'],
  ],
  Event: [
    ['eventName', 'name'],
    ['venue', 'location'],
    ['venueCity', 'location.address.addressLocality'],
    ['startDate', 'startDate', 'time'],
    ['endDate', 'endDate', 'time'],
  ],
  Product: [],
  Organization: [],
};
const OTHER_RESERVATION: readonly Field[] = [...RESERVATION, ['name', 'reservationFor']];
const OTHER_THING: readonly Field[] = [
  ['name', 'name'],
  ['city', 'address.addressLocality'],
];

/**
 * The fields the manifest leaves out: price, a rental car's company, car and ends, a table's time and party, the
 * times of other trips. Reservations only.
 */
const DETAILS: Record<string, readonly Field[]> = {
  FlightReservation: [],
  TrainReservation: [],
  BusReservation: [],
  LodgingReservation: [],
  EventReservation: [],
  RentalCarReservation: [
    ['rentalCompany', 'reservationFor.rentalCompany'],
    ['carModel', 'reservationFor'],
    ['pickupLocation', 'pickupLocation'],
    ['dropoffLocation', 'dropoffLocation'],
    ['pickupTime', 'pickupTime', 'time'],
    ['dropoffTime', 'dropoffTime', 'time'],
  ],
  FoodEstablishmentReservation: [
    ['restaurantName', 'reservationFor'],
    ['startTime', 'startTime', 'time'],
    ['partySize', 'partySize'],
  ],
};
const PRICE: readonly Field[] = [
  ['totalPrice', 'totalPrice'],
  ['priceCurrency', 'priceCurrency'],
];
const OTHER_DETAILS: readonly Field[] = [
  ['departureTime', 'reservationFor.departureTime', 'time'],
  ['arrivalTime', 'reservationFor.arrivalTime', 'time'],
];

function addFields(add: Add, item: JsonLdObject, fields: readonly Field[]): void {
  for (const [key, paths, read] of fields) {
    if (read === 'time') {
      addTime(add, key, at(item, paths as string));
      continue;
    }
    const found = (typeof paths === 'string' ? [paths] : paths)
      .map((path) => (read === 'status' ? status(at(item, path)) : text(at(item, path))))
      .find((value) => value !== undefined);
    add(key, found);
  }
}

function flatten(item: JsonLdObject, detailed: boolean): Essentials {
  const type = typeof item['@type'] === 'string' ? item['@type'] : 'Thing';
  const out: Essentials = { type };
  const add: Add = (key, value) => {
    if (value !== undefined && value !== '') out[key] = value;
  };
  const reservation = type.endsWith('Reservation');
  addFields(add, item, ESSENTIALS[type] ?? (reservation ? OTHER_RESERVATION : OTHER_THING));
  if (detailed && reservation) addFields(add, item, [...PRICE, ...(DETAILS[type] ?? OTHER_DETAILS)]);
  return out;
}

/** Derives the essentials of one element by the rule the corpus manifest follows (what the corpus score compares). */
export function deriveEssentials(item: JsonLdObject): Essentials {
  return flatten(item, false);
}

/**
 * The manifest's essentials and the fields it leaves out (price, rental-car and restaurant facts): what the
 * extractor tests hold the project's samples to.
 */
export function deriveDetailedEssentials(item: JsonLdObject): Essentials {
  return flatten(item, true);
}
