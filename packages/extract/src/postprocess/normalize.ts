import { stripTitles } from '../extractors/lib/names.js';
import { normalizeStatus } from '../processors/html/schema-items.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../schema/reservation.js';
import { readAddressLine, readOneLineAddresses } from './address-lines.js';
import { isDateOnly, readTime } from './date-time.js';
import { isObject, objectAt, personName, stringAt } from './json-ld.js';

/** `LH 123`, `LH123` → airline LH and number 123, as the corpus convention wants. */
function splitFlightNumber(flight: JsonLdObject): void {
  const number = stringAt(flight, 'flightNumber');
  if (!number) return;
  const m = number.replace(/\s+/g, ' ').match(/^([A-Z0-9]{2}|[A-Z]{3})\s?(\d{1,4}[A-Z]?)$/);
  if (!m?.[1] || !m[2] || /^\d+$/.test(m[1])) return;
  const airline = objectAt(flight, 'airline') ?? { '@type': 'Airline' };
  const iata = stringAt(airline, 'iataCode');
  if (iata && iata !== m[1]) return;
  if (m[1].length === 2) airline.iataCode = m[1];
  flight.airline = airline;
  flight.flightNumber = m[2];
}

/**
 * A flight whose markup names its airline only as the one selling it (schema.org's `seller`, or `provider`), typed
 * Airline: that is the airline the flight is booked with.
 */
function airlineFromSeller(flight: JsonLdObject): void {
  if (flight.airline !== undefined) return;
  const seller = [objectAt(flight, 'seller'), objectAt(flight, 'provider')].find((o) => o?.['@type'] === 'Airline');
  if (seller) flight.airline = { ...seller };
}

/** `Cote D\'Azur`: a quote escaped for a program's string (PHP's addslashes, a JavaScript literal) left in a name. */
function dropQuoteEscapes(obj: JsonLdObject | undefined): void {
  const name = obj?.name;
  if (obj && typeof name === 'string' && name.includes('\\')) obj.name = name.replace(/\\+(['"])/g, '$1');
}

const NAMED_PLACES = [
  'departureAirport',
  'arrivalAirport',
  'departureStation',
  'arrivalStation',
  'departureBusStop',
  'arrivalBusStop',
  'location',
];

/** The names of a reservation's traveller, venue and places, without escapes left in them. */
function unescapeNames(r: Reservation, target: JsonLdObject | undefined): void {
  dropQuoteEscapes(objectAt(r, 'underName'));
  dropQuoteEscapes(target);
  for (const key of NAMED_PLACES) dropQuoteEscapes(objectAt(target, key));
}

/** `Dr Konqui` → `Konqui`: a title is not part of the name travellers are matched by. */
export function stripTitle(r: Reservation): Reservation {
  const person = r.underName;
  if (isObject(person) && typeof person.name === 'string') person.name = stripTitles(person.name);
  return r;
}

function personFromString(value: string): JsonLdObject {
  return { '@type': 'Person', name: value.trim() };
}

/**
 * A reservation naming no traveller whose markup names one on the ticket (schema.org's Ticket.underName, as bus and
 * train markup writes it) or inside the trip (where Trainline writes it): that is the traveller.
 */
function travellerFromTicketOrTrip(r: Reservation, target: JsonLdObject | undefined): void {
  if (personName(r.underName)) return;
  for (const holder of [objectAt(r, 'reservedTicket'), target]) {
    const person = holder?.underName;
    const name = personName(person);
    if (!name) continue;
    r.underName = isObject(person) ? { '@type': 'Person', ...person, name } : personFromString(name);
    return;
  }
}

/** Event dates given as days cover the whole day, as the calendar means them. */
function expandDay(obj: JsonLdObject, key: string, endOfDay: boolean): void {
  const time = readTime(obj[key]);
  if (time && typeof obj[key] === 'string' && isDateOnly(time.iso)) {
    obj[key] = `${time.iso}T${endOfDay ? '23:59:59' : '00:00:00'}`;
  }
}

/** Times given without a date come as day 0001-01-01 (a time-only field): they belong to the departure day. */
function datePlaceholderTimes(trip: JsonLdObject): void {
  const day = typeof trip.departureDay === 'string' ? trip.departureDay : undefined;
  for (const key of ['boardingTime', 'departureTime', 'arrivalTime']) {
    const value = trip[key];
    if (typeof value !== 'string' || !value.startsWith('0001-01-01T')) continue;
    if (day) trip[key] = `${day}${value.slice(10)}`;
    else delete trip[key];
  }
}

/**
 * `Köln+City`: Deutsche Bahn writes `+City` after a place when the ticket includes that city's local transport
 * (a City-Ticket), on its barcodes and printed tickets alike. The mark is the ticket's, not the place's name.
 */
const CITY_TICKET_MARK = /\s*\+City$/;

function dropCityTicketMark(trip: JsonLdObject): void {
  for (const key of ['departureStation', 'arrivalStation']) {
    const station = objectAt(trip, key);
    const name = stringAt(station, 'name');
    if (!station || !name || !CITY_TICKET_MARK.test(name)) continue;
    const place = name.replace(CITY_TICKET_MARK, '').trim();
    if (place) station.name = place;
  }
}

const STAY_TIME_NAMES = [
  ['checkinDate', 'checkinTime'],
  ['checkoutDate', 'checkoutTime'],
] as const;

/** Brings one reservation to the shape later stages expect: statuses, names, flight numbers, event days. */
export function normalizeReservation(r: Reservation): Reservation {
  // A booking email that says nothing of its status confirms the booking.
  r.reservationStatus = normalizeStatus(r.reservationStatus) ?? RESERVATION_STATUS.confirmed;
  if (typeof r.underName === 'string') r.underName = personFromString(r.underName);
  const target = objectAt(r, 'reservationFor');
  travellerFromTicketOrTrip(r, target);
  readOneLineAddresses(r);
  unescapeNames(r, target);
  if (r['@type'] === 'FlightReservation' && target) {
    airlineFromSeller(target);
    splitFlightNumber(target);
  }
  if (target) {
    datePlaceholderTimes(target);
    if (r['@type'] === 'TrainReservation') dropCityTicketMark(target);
    // Older schema.org names for the operator of a trip.
    const company = target.trainCompany ?? target.busCompany;
    if (company !== undefined && target.provider === undefined) target.provider = company;
  }
  // Gmail's markup names a stay's times checkinDate and checkoutDate, the earlier schema.org names.
  for (const [legacy, current] of STAY_TIME_NAMES) {
    if (r['@type'] === 'LodgingReservation' && r[current] === undefined && r[legacy] !== undefined) {
      r[current] = r[legacy];
      delete r[legacy];
    }
  }
  if (r['@type'] === 'EventReservation' && target) {
    expandDay(target, 'startDate', false);
    expandDay(target, 'endDate', true);
  }
  for (const key of ['reservationNumber']) {
    if (typeof r[key] === 'number') r[key] = String(r[key]);
  }
  if (r['@type'] === 'FlightReservation' && typeof r.reservationNumber === 'string') {
    r.reservationNumber = r.reservationNumber.replace(SYSTEM_SUFFIX, '');
  }
  trimSeat(objectAt(objectAt(r, 'reservedTicket'), 'ticketedSeat'));
  return r;
}

/**
 * A flight's record locator followed by the code of the reservation system that holds it (`7Q11KD/1H`, Sirena's;
 * `/1A` Amadeus', `/1S` Sabre's), as some markup writes it: the locator the traveller reads is the part before.
 */
const SYSTEM_SUFFIX = /(?<=^[A-Z0-9]{5,8})\/1[A-Z]$/;

/** A seat's designators as printed, without the spaces markup leaves around them (`"seatSection": "5 "`). */
function trimSeat(seat: JsonLdObject | undefined): void {
  if (!seat) return;
  for (const key of ['seatNumber', 'seatSection', 'seatRow', 'seatingType']) {
    const value = seat[key];
    if (typeof value === 'string') seat[key] = value.trim();
  }
}

/** `YYYYMMDD` with `THHMM[SS]` and an offset `Z` or `±HH[:]MM`, or none: an ISO time in its basic format. */
const BASIC_ISO = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** `2015-10-31T19:30:00-0400`: an extended time whose offset lacks its colon, as web pages' markup writes it. */
const COLONLESS_OFFSET = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)([+-]\d{2})(\d{2})$/;

/**
 * `20150228T010000Z` → `2015-02-28T01:00:00Z`, as calendar markup writes its times, and `…T19:30:00-0400` →
 * `…T19:30:00-04:00`; other values stay.
 */
function extendBasicIso(obj: JsonLdObject, key: string): void {
  const value = obj[key];
  const colonless = typeof value === 'string' ? value.trim().match(COLONLESS_OFFSET) : null;
  if (colonless) {
    obj[key] = `${colonless[1]}${colonless[2]}:${colonless[3]}`;
    return;
  }
  const m = typeof value === 'string' ? value.trim().match(BASIC_ISO) : null;
  if (!m) return;
  const [, year, month, day, hour, minute, second, offset] = m;
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return;
  const date = `${year}-${month}-${day}`;
  if (!hour) {
    obj[key] = date;
    return;
  }
  const zone = offset && offset !== 'Z' && !offset.includes(':') ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset;
  obj[key] = `${date}T${hour}:${minute}:${second ?? '00'}${zone ?? ''}`;
}

/** The same for non-reservation items: events get extended ISO and whole-day times. */
export function normalizeThing(thing: JsonLdObject): JsonLdObject {
  if (typeof thing['@type'] === 'string' && /Event$/.test(thing['@type'])) {
    for (const key of ['startDate', 'endDate', 'doorTime']) extendBasicIso(thing, key);
    expandDay(thing, 'startDate', false);
    expandDay(thing, 'endDate', true);
    readAddressLine(thing.location);
  }
  return thing;
}
