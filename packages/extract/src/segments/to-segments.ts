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

function placeFields(prefix: 'start' | 'end', place: PlaceFields): Partial<Segment> {
  return prefix === 'start'
    ? {
        startName: place.name,
        startCode: place.code,
        startLatitude: place.latitude,
        startLongitude: place.longitude,
        startCity: place.city,
        startStateProvence: place.state,
        startCountry: place.country,
      }
    : {
        endName: place.name,
        endCode: place.code,
        endLatitude: place.latitude,
        endLongitude: place.longitude,
        endCity: place.city,
        endStateProvence: place.state,
        endCountry: place.country,
      };
}

function calendarDays(start?: string, end?: string): number | undefined {
  if (!start || !end) return undefined;
  const a = DateTime.fromISO(start.slice(0, 10));
  const b = DateTime.fromISO(end.slice(0, 10));
  if (!a.isValid || !b.isValid) return undefined;
  return Math.max(0, Math.round(b.diff(a, 'days').days));
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
  return {
    ...base,
    provider: stringAt(carrier, 'name') ?? carrierCode ?? base.provider,
    startDateTime: start.dateTime,
    startTimeZone: start.zone,
    endDateTime: end.dateTime,
    endTimeZone: end.zone,
    ...placeFields('start', readPlace(objectAt(trip, from))),
    ...placeFields('end', readPlace(objectAt(trip, to))),
    number: number && carrierCode ? `${carrierCode} ${number}` : number,
    seat: seatOf(r),
    ...(r['@type'] === 'FlightReservation'
      ? { departureGate: stringAt(trip, 'departureGate'), departureTerminal: stringAt(trip, 'departureTerminal') }
      : {}),
  };
}

function hotelSegments(r: Reservation, base: Segment): Segment[] {
  const hotel = objectAt(r, 'reservationFor');
  const checkin = readSegmentTime(r.checkinTime, DEFAULT_CHECKIN);
  const checkout = readSegmentTime(r.checkoutTime, DEFAULT_CHECKOUT);
  const place = readPlace(hotel);
  const nights = calendarDays(checkin.dateTime, checkout.dateTime) ?? 0;
  const common: Segment = {
    ...base,
    provider: stringAt(hotel, 'name') ?? base.provider,
    numberOfNights: nights,
    ...placeFields('start', place),
  };
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
  const first = checkin.dateTime ? DateTime.fromISO(checkin.dateTime.slice(0, 10)) : undefined;
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

function carSegment(r: Reservation, base: Segment): Segment {
  const car = objectAt(r, 'reservationFor');
  const start = readSegmentTime(r.pickupTime);
  const end = readSegmentTime(r.dropoffTime);
  const company = objectAt(r, 'provider') ?? objectAt(car, 'rentalCompany');
  return {
    ...base,
    provider: stringAt(company, 'name') ?? base.provider,
    startDateTime: start.dateTime,
    startTimeZone: start.zone,
    endDateTime: end.dateTime,
    endTimeZone: end.zone,
    numberOfDays: calendarDays(start.dateTime, end.dateTime),
    ...placeFields('start', readPlace(objectAt(r, 'pickupLocation'))),
    ...placeFields('end', readPlace(objectAt(r, 'dropoffLocation') ?? objectAt(r, 'pickupLocation'))),
  };
}

function venueSegment(r: Reservation, base: Segment, startKey: string, endKey: string, holder: JsonLdObject): Segment {
  const target = objectAt(r, 'reservationFor');
  const start = readSegmentTime(holder[startKey]);
  const end = readSegmentTime(holder[endKey]);
  const place = readPlace(objectAt(target, 'location') ?? target);
  return {
    ...base,
    provider: stringAt(target, 'name') ?? base.provider,
    startDateTime: start.dateTime,
    startTimeZone: start.zone,
    endDateTime: end.dateTime,
    endTimeZone: end.zone,
    numberOfDays: calendarDays(start.dateTime, end.dateTime),
    ...placeFields('start', { ...place, name: stringAt(target, 'name') ?? place.name }),
  };
}

/** One reservation → its normalized segments (a hotel stay gives several). */
export function reservationToSegments(r: Reservation): Segment[] {
  const provenance = getProvenance(r);
  const cancelled = typeof r.reservationStatus === 'string' && /Cancel/i.test(r.reservationStatus);
  const base: Segment = {
    type: SEGMENT_TYPE[r['@type']],
    provider: provenance?.provider,
    ...splitName(r.underName),
    confirmationNumber: stringAt(r, 'reservationNumber'),
    ...priceOf(r),
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
