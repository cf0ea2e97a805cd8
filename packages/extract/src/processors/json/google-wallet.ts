import { isObject } from '../../postprocess/json-ld.js';
import {
  type JsonLdObject,
  RESERVATION_STATUS,
  type Reservation,
  type ReservationType,
} from '../../schema/reservation.js';
import type { TicketTokenFormat } from '../bcbp/index.js';

/**
 * Google Wallet passes: the objects and classes of the Wallet API (`flightObjects` with `flightClasses`,
 * `eventTicketObjects`, `transitObjects`), given as a save-to-wallet token's claims, as their `payload`, or as one
 * object holding its class (`classReference`). An object says who holds the pass; its class, what it is for.
 */

type Json = JsonLdObject;

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A LocalizedString's default text (`{ defaultValue: { language, value } }`), else its first translation. */
function localized(value: unknown): string | undefined {
  if (!isObject(value)) return text(value);
  const first = records(value.translatedValues)[0];
  return (isObject(value.defaultValue) ? text(value.defaultValue.value) : undefined) ?? text(first?.value);
}

function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = isObject(current) ? current[key] : undefined;
  return current;
}

/** The API's date-times (`2027-03-05T06:30:00`, `2023-09-02T19:30:00.000+02:00`), without fractions of a second. */
function dateTime(value: unknown): string | undefined {
  const given = text(value);
  const match = given && /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?$/.exec(given);
  if (!match) return undefined;
  const clock = match[1]?.length === 16 ? `${match[1]}:00` : match[1];
  return `${clock}${match[2] ?? ''}`;
}

const TOKEN_FORMATS: Record<string, TicketTokenFormat> = {
  QR_CODE: 'qrCode',
  qrCode: 'qrCode',
  AZTEC: 'aztecCode',
  aztec: 'aztecCode',
  PDF_417: 'pdf417',
  pdf417: 'pdf417',
  CODE_128: 'barcode128',
  code128: 'barcode128',
  DATA_MATRIX: 'dataMatrix',
  dataMatrix: 'dataMatrix',
};

/** A Ticket carrying the pass's barcode, with the ticket's number when it has one. */
function ticket(object: Json): JsonLdObject | undefined {
  const barcode = isObject(object.barcode) ? object.barcode : undefined;
  const value = text(barcode?.value);
  const number = text(object.ticketNumber);
  if (!value && !number) return undefined;
  const result: JsonLdObject = { '@type': 'Ticket' };
  if (value) result.ticketToken = `${TOKEN_FORMATS[text(barcode?.type) ?? ''] ?? 'qrCode'}:${value}`;
  if (number) result.ticketNumber = number;
  return result;
}

function person(name: string | undefined): JsonLdObject | undefined {
  return name ? { '@type': 'Person', name } : undefined;
}

/** The reservation's common parts: status, holder, booking code, ticket. */
function reservation(type: ReservationType, reservationFor: JsonLdObject, object: Json, holder?: string): Reservation {
  const result: Reservation = {
    '@context': 'http://schema.org',
    '@type': type,
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor,
  };
  const code =
    text(at(object, 'reservationInfo', 'confirmationCode')) ?? text(at(object, 'purchaseDetails', 'confirmationCode'));
  if (code) result.reservationNumber = code;
  const underName = person(holder);
  if (underName) result.underName = underName;
  const issued = ticket(object);
  if (issued) result.reservedTicket = issued;
  return result;
}

/** A flight: carrier and number, both airports and the scheduled departure, or nothing. */
function flightReservation(object: Json, flightClass: Json): Reservation | undefined {
  const header = isObject(flightClass.flightHeader) ? flightClass.flightHeader : {};
  const carrier = text(at(header, 'carrier', 'carrierIataCode')) ?? text(at(header, 'carrier', 'carrierIcaoCode'));
  const number = text(header.flightNumber);
  const from = text(at(flightClass, 'origin', 'airportIataCode'));
  const to = text(at(flightClass, 'destination', 'airportIataCode'));
  const departure = dateTime(flightClass.localScheduledDepartureDateTime);
  if (!carrier || !number || !from || !to || !departure) return undefined;
  const airline: JsonLdObject = { '@type': 'Airline', iataCode: carrier };
  const airlineName = localized(at(header, 'carrier', 'airlineName'));
  if (airlineName) airline.name = airlineName;
  const flight: JsonLdObject = {
    '@type': 'Flight',
    flightNumber: number,
    airline,
    departureAirport: { '@type': 'Airport', iataCode: from },
    arrivalAirport: { '@type': 'Airport', iataCode: to },
    departureTime: departure,
  };
  const arrival = dateTime(flightClass.localScheduledArrivalDateTime);
  if (arrival) flight.arrivalTime = arrival;
  const boarding = dateTime(flightClass.localBoardingDateTime);
  if (boarding) flight.boardingTime = boarding;
  const gate = text(at(flightClass, 'origin', 'gate'));
  if (gate) flight.departureGate = gate;
  const terminal = text(at(flightClass, 'origin', 'terminal'));
  if (terminal) flight.departureTerminal = terminal;
  const arrivalTerminal = text(at(flightClass, 'destination', 'terminal'));
  if (arrivalTerminal) flight.arrivalTerminal = arrivalTerminal;
  const result = reservation('FlightReservation', flight, object, text(object.passengerName));
  const seat = text(at(object, 'boardingAndSeatingInfo', 'seatNumber'));
  if (seat) result.airplaneSeat = seat;
  const group = text(at(object, 'boardingAndSeatingInfo', 'boardingGroup'));
  if (group) result.boardingGroup = group;
  return result;
}

/** An event: its name and its start, or nothing. */
function eventReservation(object: Json, eventClass: Json): Reservation | undefined {
  const name = localized(eventClass.eventName);
  const start = dateTime(at(eventClass, 'dateTime', 'start'));
  if (!name || !start) return undefined;
  const event: JsonLdObject = { '@type': 'Event', name, startDate: start };
  const end = dateTime(at(eventClass, 'dateTime', 'end'));
  if (end) event.endDate = end;
  const doors = dateTime(at(eventClass, 'dateTime', 'doorsOpen'));
  if (doors) event.doorTime = doors;
  const venue = localized(at(eventClass, 'venue', 'name'));
  const address = localized(at(eventClass, 'venue', 'address'));
  if (venue || address) {
    const place: JsonLdObject = { '@type': 'Place' };
    if (venue) place.name = venue;
    if (address) place.address = address;
    event.location = place;
  }
  const result = reservation('EventReservation', event, object, text(object.ticketHolderName));
  const seat: JsonLdObject = { '@type': 'Seat' };
  const seatParts = { seatNumber: 'seat', seatRow: 'row', seatSection: 'section' } as const;
  for (const [key, part] of Object.entries(seatParts)) {
    const value = localized(at(object, 'seatInfo', part));
    if (value) seat[key] = value;
  }
  if (Object.keys(seat).length > 1) {
    result.reservedTicket = {
      ...(result.reservedTicket as JsonLdObject | undefined),
      '@type': 'Ticket',
      ticketedSeat: seat,
    };
  }
  return result;
}

/** How each kind of transit the API names is booked; a kind it leaves open (`OTHER`) is no booking we can name. */
const TRANSIT_KINDS: Record<string, { type: ReservationType; trip: string; from: string; to: string; number: string }> =
  {
    RAIL: {
      type: 'TrainReservation',
      trip: 'TrainTrip',
      from: 'departureStation',
      to: 'arrivalStation',
      number: 'trainNumber',
    },
    BUS: {
      type: 'BusReservation',
      trip: 'BusTrip',
      from: 'departureBusStop',
      to: 'arrivalBusStop',
      number: 'busNumber',
    },
    FERRY: {
      type: 'BoatReservation',
      trip: 'BoatTrip',
      from: 'departureBoatTerminal',
      to: 'arrivalBoatTerminal',
      number: '',
    },
  };
const PLACE_TYPES: Record<string, string> = {
  TrainReservation: 'TrainStation',
  BusReservation: 'BusStation',
  BoatReservation: 'BoatTerminal',
};

/** One reservation per leg of a transit ticket: both ends and the departure, or nothing for that leg. */
function transitReservations(object: Json, transitClass: Json): Reservation[] {
  const kind = TRANSIT_KINDS[text(transitClass.transitType) ?? text(object.transitType) ?? ''];
  if (!kind) return [];
  const legs = [...(isObject(object.ticketLeg) ? [object.ticketLeg] : []), ...records(object.ticketLegs)];
  const operator = localized(transitClass.transitOperatorName) ?? text(transitClass.issuerName);
  const holder = text(object.passengerNames);
  return legs.flatMap((leg) => {
    const from = localized(leg.originName) ?? text(leg.originStationCode);
    const to = localized(leg.destinationName) ?? text(leg.destinationStationCode);
    const departure = dateTime(leg.departureDateTime);
    if (!from || !to || !departure) return [];
    const placeType = PLACE_TYPES[kind.type] ?? 'Place';
    const trip: JsonLdObject = {
      '@type': kind.trip,
      [kind.from]: { '@type': placeType, name: from },
      [kind.to]: { '@type': placeType, name: to },
      departureTime: departure,
    };
    const arrival = dateTime(leg.arrivalDateTime);
    if (arrival) trip.arrivalTime = arrival;
    const legOperator = localized(leg.transitOperatorName) ?? operator;
    if (legOperator) trip.provider = { '@type': 'Organization', name: legOperator };
    const platform = localized(leg.platform);
    if (platform && kind.type === 'TrainReservation') trip.departurePlatform = platform;
    const result = reservation(kind.type, trip, object, holder);
    const seat: JsonLdObject = { '@type': 'Seat' };
    const seatNumber = localized(at(leg, 'ticketSeat', 'seat')) ?? text(at(leg, 'ticketSeat', 'seatAssignment'));
    if (seatNumber) seat.seatNumber = seatNumber;
    const coach = text(at(leg, 'ticketSeat', 'coach')) ?? localized(leg.carriage);
    if (coach) seat.seatSection = coach;
    if (Object.keys(seat).length > 1) {
      result.reservedTicket = {
        ...(result.reservedTicket as JsonLdObject | undefined),
        '@type': 'Ticket',
        ticketedSeat: seat,
      };
    }
    return [result];
  });
}

const KINDS = [
  {
    objects: 'flightObjects',
    classes: 'flightClasses',
    kind: 'flightObject',
    read: (o: Json, c: Json) => [flightReservation(o, c)],
  },
  {
    objects: 'eventTicketObjects',
    classes: 'eventTicketClasses',
    kind: 'eventTicketObject',
    read: (o: Json, c: Json) => [eventReservation(o, c)],
  },
  { objects: 'transitObjects', classes: 'transitClasses', kind: 'transitObject', read: transitReservations },
] as const;

/** The class an object belongs to: the one it holds, else the one its `classId` names, else the only one given. */
function classOf(object: Json, classes: readonly Json[]): Json {
  if (isObject(object.classReference)) return object.classReference;
  const id = text(object.classId);
  return (id ? classes.find((c) => text(c.id) === id) : undefined) ?? (classes.length === 1 ? (classes[0] ?? {}) : {});
}

/** Whether a parsed JSON document holds Google Wallet passes this reader knows. */
export function isGoogleWalletDocument(value: unknown): boolean {
  const payload = isObject(value) && isObject(value.payload) ? value.payload : value;
  if (!isObject(payload)) return false;
  return KINDS.some((k) => Array.isArray(payload[k.objects]) || text(payload.kind) === `walletobjects#${k.kind}`);
}

/** The reservations a Google Wallet document's flight, event and transit passes describe. */
export function convertGoogleWallet(value: unknown): Reservation[] {
  const payload = isObject(value) && isObject(value.payload) ? value.payload : value;
  if (!isObject(payload)) return [];
  return KINDS.flatMap((k) => {
    const single = text(payload.kind) === `walletobjects#${k.kind}` ? [payload] : [];
    const classes = records(payload[k.classes]);
    return [...records(payload[k.objects]), ...single].flatMap((object) =>
      k.read(object, classOf(object, classes)).filter((r): r is Reservation => r !== undefined),
    );
  });
}
