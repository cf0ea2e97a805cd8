import { DateTime } from 'luxon';
import { getProvenance } from '../engine/provenance.js';
import { readTime } from '../postprocess/date-time.js';
import { objectAt, stringAt } from '../postprocess/json-ld.js';
import type { JsonLdObject, JsonLdValue, Reservation, ReservationType } from '../schema/reservation.js';
import { type PlaceFields, readPlace, splitName } from './people-places.js';
import type { Segment, SegmentType } from './types.js';

const SEGMENT_TYPE: Record<ReservationType, SegmentType> = {
  FlightReservation: 'air',
  LodgingReservation: 'hotel',
  RentalCarReservation: 'car',
  TrainReservation: 'rail',
  BusReservation: 'transportation',
  BoatReservation: 'transportation',
  TaxiReservation: 'transportation',
  FoodEstablishmentReservation: 'restaurant',
  EventReservation: 'activity',
};

/** Check-in and check-out hours assumed when a hotel gives only days. */
const DEFAULT_CHECKIN = 'T15:00:00';
const DEFAULT_CHECKOUT = 'T11:00:00';

interface SegmentTime {
  dateTime?: string;
  zone?: string;
}

function readSegmentTime(value: JsonLdValue | undefined, defaultHour?: string): SegmentTime {
  const time = readTime(value);
  if (!time) return {};
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(time.iso) && defaultHour ? `${time.iso}${defaultHour}` : time.iso;
  if (time.zone && !/(?:Z|[+-]\d{2}:?\d{2})$/.test(iso)) {
    const dt = DateTime.fromISO(iso, { zone: time.zone });
    return { dateTime: dt.isValid ? (dt.toISO({ suppressMilliseconds: true }) ?? iso) : iso, zone: time.zone };
  }
  return { dateTime: iso, zone: time.zone };
}

function priceOf(r: Reservation): { priceCents?: number; currency?: string } {
  const raw = r.totalPrice ?? objectAt(r, 'reservedTicket')?.totalPrice ?? r.price;
  const value = typeof raw === 'string' ? Number.parseFloat(raw.replace(/[^\d.,-]/g, '').replace(',', '.')) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) return {};
  const currency = stringAt(r, 'priceCurrency') ?? stringAt(objectAt(r, 'reservedTicket'), 'priceCurrency');
  return { priceCents: Math.round(value * 100), currency };
}

/** How a segment names each field of a place after its `start` or `end` prefix, in the segment's order. */
const PLACE_KEYS: readonly (readonly [keyof PlaceFields, string])[] = [
  ['name', 'Name'],
  ['code', 'Code'],
  ['latitude', 'Latitude'],
  ['longitude', 'Longitude'],
  ['city', 'City'],
  ['state', 'StateProvence'],
  ['country', 'Country'],
];

/**
 * Writes a place's seven fields onto a segment under `start…` or `end…`. Assigned one by one, not spread from a
 * fresh object: a key already on the segment keeps its place, a new one goes last, as a spread would put them.
 */
function putPlace(segment: Segment, prefix: 'start' | 'end', place: PlaceFields): void {
  const fields = segment as unknown as Record<string, unknown>;
  for (const [field, suffix] of PLACE_KEYS) fields[`${prefix}${suffix}`] = place[field];
}

/** Days since the epoch of a `YYYY-MM-DD` day, undefined unless it is a real calendar day. */
function epochDay(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, date);
  // A day the month does not have (the 30th of February) rolls over into the next month: not a day.
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== date) return undefined;
  return at.getTime() / 86_400_000;
}

function calendarDays(start?: string, end?: string): number | undefined {
  if (!start || !end) return undefined;
  const a = epochDay(start.slice(0, 10));
  const b = epochDay(end.slice(0, 10));
  if (a !== undefined && b !== undefined) return Math.max(0, b - a);
  const da = DateTime.fromISO(start.slice(0, 10));
  const db = DateTime.fromISO(end.slice(0, 10));
  if (!da.isValid || !db.isValid) return undefined;
  return Math.max(0, Math.round(db.diff(da, 'days').days));
}

function seatOf(r: Reservation): string | undefined {
  const seat = objectAt(objectAt(r, 'reservedTicket'), 'ticketedSeat');
  return stringAt(seat, 'seatNumber') ?? stringAt(r, 'airplaneSeat');
}

function withoutUndefined(segment: Segment): Segment {
  // A loop over the keys: entries and fromEntries made two arrays per field of every segment.
  const kept: Partial<Record<keyof Segment, unknown>> = {};
  for (const key of Object.keys(segment) as (keyof Segment)[]) {
    const value = segment[key];
    if (value !== undefined && value !== '') kept[key] = value;
  }
  return kept as Segment;
}

function tripSegment(r: Reservation, base: Segment, from: string, to: string, numberKey: string): Segment {
  const trip = objectAt(r, 'reservationFor');
  const start = readSegmentTime(trip?.departureTime ?? trip?.departureDay);
  const end = readSegmentTime(trip?.arrivalTime);
  const carrier = objectAt(trip, 'airline') ?? objectAt(trip, 'provider') ?? objectAt(r, 'provider');
  const carrierCode = stringAt(objectAt(trip, 'airline'), 'iataCode');
  const number = stringAt(trip, numberKey);
  const startPlace = readPlace(objectAt(trip, from));
  const endPlace = readPlace(objectAt(trip, to));
  const flight = r['@type'] === 'FlightReservation';
  // One literal with every field, in the order the base and putPlace give the other segments, those without a value
  // undefined (left out at the end): trip segments share one shape, built at once rather than field by field.
  return {
    type: base.type,
    provider: stringAt(carrier, 'name') ?? carrierCode ?? base.provider,
    firstName: base.firstName,
    lastName: base.lastName,
    confirmationNumber: base.confirmationNumber,
    priceCents: base.priceCents,
    currency: base.currency,
    status: base.status,
    sourceClassification: base.sourceClassification,
    startDateTime: start.dateTime,
    startTimeZone: start.zone,
    endDateTime: end.dateTime,
    endTimeZone: end.zone,
    startName: startPlace.name,
    startCode: startPlace.code,
    startLatitude: startPlace.latitude,
    startLongitude: startPlace.longitude,
    startCity: startPlace.city,
    startStateProvence: startPlace.state,
    startCountry: startPlace.country,
    endName: endPlace.name,
    endCode: endPlace.code,
    endLatitude: endPlace.latitude,
    endLongitude: endPlace.longitude,
    endCity: endPlace.city,
    endStateProvence: endPlace.state,
    endCountry: endPlace.country,
    number: number && carrierCode ? `${carrierCode} ${number}` : number,
    seat: seatOf(r),
    departureGate: flight ? stringAt(trip, 'departureGate') : undefined,
    departureTerminal: flight ? stringAt(trip, 'departureTerminal') : undefined,
  };
}

function hotelSegments(r: Reservation, base: Segment): Segment[] {
  const hotel = objectAt(r, 'reservationFor');
  const checkin = readSegmentTime(r.checkinTime, DEFAULT_CHECKIN);
  const checkout = readSegmentTime(r.checkoutTime, DEFAULT_CHECKOUT);
  const place = readPlace(hotel);
  const nights = calendarDays(checkin.dateTime, checkout.dateTime) ?? 0;
  const common: Segment = { ...base };
  common.provider = stringAt(hotel, 'name') ?? base.provider;
  common.numberOfNights = nights;
  putPlace(common, 'start', place);
  const segments: Segment[] = [
    {
      ...common,
      subType: 'CheckIn',
      startDateTime: checkin.dateTime,
      startTimeZone: checkin.zone,
      endDateTime: checkout.dateTime,
      endTimeZone: checkout.zone,
    },
  ];
  // A night between check-in and check-out only from two nights on: a one-night stay needs no luxon date.
  const first = checkin.dateTime && nights > 1 ? DateTime.fromISO(checkin.dateTime.slice(0, 10)) : undefined;
  for (let night = 1; first?.isValid && night < Math.min(nights, 366); night++) {
    const midnight = first.plus({ days: night });
    const zoned = checkin.zone ? DateTime.fromISO(midnight.toISODate() ?? '', { zone: checkin.zone }) : undefined;
    const startDateTime = zoned?.isValid
      ? (zoned.toISO({ suppressMilliseconds: true }) ?? undefined)
      : `${midnight.toISODate()}T00:00:00`;
    segments.push({ ...common, subType: 'Overnight', startDateTime, startTimeZone: checkin.zone });
  }
  segments.push({
    ...common,
    subType: 'CheckOut',
    startDateTime: checkout.dateTime,
    startTimeZone: checkout.zone,
  });
  return segments;
}

/** A segment from one time to another, counted in calendar days: a car hire, an event, a table. */
function spanSegment(base: Segment, provider: string | undefined, start: SegmentTime, end: SegmentTime): Segment {
  const segment: Segment = { ...base };
  segment.provider = provider ?? base.provider;
  segment.startDateTime = start.dateTime;
  segment.startTimeZone = start.zone;
  segment.endDateTime = end.dateTime;
  segment.endTimeZone = end.zone;
  segment.numberOfDays = calendarDays(start.dateTime, end.dateTime);
  return segment;
}

function carSegment(r: Reservation, base: Segment): Segment {
  const car = objectAt(r, 'reservationFor');
  const start = readSegmentTime(r.pickupTime);
  const end = readSegmentTime(r.dropoffTime);
  const company = objectAt(r, 'provider') ?? objectAt(car, 'rentalCompany');
  const segment = spanSegment(base, stringAt(company, 'name'), start, end);
  putPlace(segment, 'start', readPlace(objectAt(r, 'pickupLocation')));
  putPlace(segment, 'end', readPlace(objectAt(r, 'dropoffLocation') ?? objectAt(r, 'pickupLocation')));
  return segment;
}

function venueSegment(r: Reservation, base: Segment, startKey: string, endKey: string, holder: JsonLdObject): Segment {
  const target = objectAt(r, 'reservationFor');
  const start = readSegmentTime(holder[startKey]);
  const end = readSegmentTime(holder[endKey]);
  const place = readPlace(objectAt(target, 'location') ?? target);
  const segment = spanSegment(base, stringAt(target, 'name'), start, end);
  place.name = stringAt(target, 'name') ?? place.name;
  putPlace(segment, 'start', place);
  return segment;
}

/** One reservation → its normalized segments (a hotel stay gives several). */
export function reservationToSegments(r: Reservation): Segment[] {
  const provenance = getProvenance(r);
  const cancelled = typeof r.reservationStatus === 'string' && /Cancel/i.test(r.reservationStatus);
  const name = splitName(r.underName);
  const price = priceOf(r);
  // Every base has the same fields in the same order, those without a value undefined (and left out at the end):
  // the segments built on it then share one shape, which keeps the assignments that follow cheap.
  const base: Segment = {
    type: SEGMENT_TYPE[r['@type']],
    provider: provenance?.provider,
    firstName: name.firstName,
    lastName: name.lastName,
    confirmationNumber: stringAt(r, 'reservationNumber'),
    priceCents: price.priceCents,
    currency: price.currency,
    status: cancelled ? 'cancelled' : 'confirmed',
    sourceClassification: provenance?.classification ?? 'direct',
  };
  let segments: Segment[];
  switch (r['@type']) {
    case 'FlightReservation':
      segments = [tripSegment(r, base, 'departureAirport', 'arrivalAirport', 'flightNumber')];
      break;
    case 'TrainReservation':
      segments = [tripSegment(r, base, 'departureStation', 'arrivalStation', 'trainNumber')];
      break;
    case 'BusReservation':
      segments = [tripSegment(r, base, 'departureBusStop', 'arrivalBusStop', 'busNumber')];
      break;
    case 'BoatReservation':
      segments = [tripSegment(r, base, 'departureBoatTerminal', 'arrivalBoatTerminal', 'name')];
      break;
    case 'LodgingReservation':
      segments = hotelSegments(r, base);
      break;
    case 'RentalCarReservation':
    case 'TaxiReservation':
      segments = [carSegment(r, base)];
      break;
    case 'FoodEstablishmentReservation':
      segments = [venueSegment(r, base, 'startTime', 'endTime', r)];
      break;
    case 'EventReservation':
      segments = [venueSegment(r, base, 'startDate', 'endDate', objectAt(r, 'reservationFor') ?? {})];
      break;
    default:
      segments = [];
  }
  return segments.map(withoutUndefined);
}

/** All reservations of an input → segments, in order. */
export function reservationsToSegments(reservations: readonly Reservation[]): Segment[] {
  return reservations.flatMap(reservationToSegments);
}
