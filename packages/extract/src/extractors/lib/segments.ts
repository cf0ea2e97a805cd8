import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import {
  atTime,
  CLOCK,
  parseClock,
  parseDateTime,
  parseNamedDate,
  parseNumericDate,
  plusDays,
  printsDay,
} from './dates.js';
import { addressFromLine, airportRef, flightDesignator, isOtherField, labelled } from './fields.js';
import { stayEndTime, stayTime } from './hotel.js';
import {
  type BookingStatus,
  flightReservation,
  lodgingReservation,
  rentalCarReservation,
  trainReservation,
} from './reservations.js';
import { capture } from './text.js';

/**
 * Travel-management itineraries list segments (air, hotel, car, rail) under a dated heading, each with
 * labelled lines in English or German. These readers take one segment's text; the agency's extractor finds the segments.
 */
export interface SegmentContext {
  underName?: string | JsonLdObject | undefined;
  /** The agency's trip locator, used when a segment has no confirmation of its own. */
  tripLocator?: string | undefined;
  reference?: Date | undefined;
  status: BookingStatus;
}

function segmentDay(block: string, reference?: Date): string | undefined {
  const head = block.split('\n')[0] ?? '';
  return parseNamedDate(head, reference) ?? parseNumericDate(head);
}

/** A time in a segment line: a full date and time, or a clock time on the segment's day. */
function timeOn(value: string | undefined, day: string | undefined, reference?: Date): string | undefined {
  if (!value) return undefined;
  const full = parseDateTime(value, reference);
  if (full) return full;
  const clock = /\b\d{1,2}:\d{2}(?:\s*[AP]M)?/i.exec(value)?.[0];
  return clock && parseClock(clock) ? atTime(day, clock) : undefined;
}

function segmentStatus(block: string, ctx: SegmentContext): BookingStatus {
  return /^\s*Status:\s*(?:Cancel|Storniert)/im.test(block) ? 'cancelled' : ctx.status;
}

/** An air segment: flight designator, Depart/Arrive lines with airport, time and terminal. */
export function flightSegment(block: string, ctx: SegmentContext): Reservation | undefined {
  // The heading ("HOTEL  Monday…") would otherwise read as a label of its own.
  const body = block.split('\n').slice(1).join('\n');
  const day = segmentDay(block, ctx.reference);
  const dep = labelled(body, 'Depart(?:ure|s)?|From|Abflug');
  const arr = labelled(body, 'Arrive|Arrival|Arrives|To|Ankunft');
  const flight = labelled(body, 'Flight|Flug') ?? body.split('\n')[0];
  const designator = flightDesignator(flight);
  if (!dep || !arr || !designator.flightNumber) return undefined;
  const departureTime = timeOn(dep, day, ctx.reference);
  let arrivalTime = timeOn(arr, day, ctx.reference);
  if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
  return flightReservation({
    reservationNumber:
      capture(block, /Airline (?:Record Locator|reference|confirmation)\s*:\s*(?:[A-Z0-9]{2}\/)?([A-Z0-9]{5,8})/i) ??
      ctx.tripLocator,
    underName: ctx.underName,
    status: segmentStatus(block, ctx),
    ...designator,
    airlineName: capture(flight ?? '', /^(.*?)\s*\b[A-Z0-9]{2}\s?\d{1,4}\b/) || undefined,
    departureAirport: airportRef(/^[^,]*?\([A-Z]{3}\)/.exec(dep)?.[0] ?? dep.split(/\s+-\s+|,/)[0]),
    arrivalAirport: airportRef(/^[^,]*?\([A-Z]{3}\)/.exec(arr)?.[0] ?? arr.split(/\s+-\s+|,/)[0]),
    departureTerminal: capture(dep, /Terminal\s+(\w+)/i),
    arrivalTerminal: capture(arr, /Terminal\s+(\w+)/i),
    departureTime,
    arrivalTime,
    seat: capture(block, /(?:Seat|Sitzplatz)\s*:\s*(\w+)/i),
  });
}

/** The labels a hotel segment prints. */
const HOTEL_LABELS =
  'Hotel|Property|Address|Adresse|Phone|Tel|Telefon|Check[- ]in|Anreise|Check[- ]out|Abreise|Confirmation|Bestätigungsnummer|Status';

/** A hotel segment: hotel name (labelled or the line under the heading), address, stay and confirmation. */
export function hotelSegment(block: string, ctx: SegmentContext): Reservation | undefined {
  // The heading ("HOTEL  Monday…") would otherwise read as a label of its own.
  const body = block.split('\n').slice(1).join('\n');
  // Unlabelled, the name is the line under the heading, unless that line prints another field.
  const first = body.split('\n')[0]?.trim();
  const name =
    labelled(body, 'Hotel|Property', HOTEL_LABELS) ?? (first && !isOtherField(first, HOTEL_LABELS) ? first : undefined);
  if (!name) return undefined;
  return lodgingReservation({
    reservationNumber:
      labelled(body, 'Confirmation(?: number)?|Hotel confirmation|Bestätigungsnummer') ?? ctx.tripLocator,
    underName: ctx.underName,
    status: segmentStatus(block, ctx),
    hotelName: name,
    address: addressFromLine(labelled(body, 'Address|Adresse', HOTEL_LABELS)),
    telephone: labelled(body, 'Phone|Tel|Telefon', HOTEL_LABELS),
    checkinTime: stayTime(labelled(body, 'Check[- ]in|Anreise', HOTEL_LABELS), undefined, ctx.reference),
    checkoutTime: stayEndTime(labelled(body, 'Check[- ]out|Abreise', HOTEL_LABELS), undefined, ctx.reference),
  });
}

/** A car segment: company, pick-up and drop-off with place and time. */
export function carSegment(block: string, ctx: SegmentContext): Reservation | undefined {
  // The heading ("HOTEL  Monday…") would otherwise read as a label of its own.
  const body = block.split('\n').slice(1).join('\n');
  const company = labelled(body, 'Company|Vendor|Rental company|Vermieter') ?? body.split('\n')[0]?.trim();
  const pickup = labelled(body, 'Pick[- ]?up|Abholung');
  const dropoff = labelled(body, 'Drop[- ]?off|Return|Rückgabe');
  if (!company || !pickup) return undefined;
  const place = (v: string) => v.split(/\s+-\s+/)[0] ?? v;
  return rentalCarReservation({
    reservationNumber: labelled(body, 'Confirmation(?: number)?|Bestätigungsnummer') ?? ctx.tripLocator,
    underName: ctx.underName,
    status: segmentStatus(block, ctx),
    rentalCompany: company,
    carModel: labelled(body, 'Car|Vehicle|Car type|Fahrzeug'),
    pickupLocation: { name: place(pickup) },
    dropoffLocation: dropoff ? { name: place(dropoff) } : undefined,
    pickupTime: parseDateTime(pickup, ctx.reference),
    dropoffTime: dropoff ? parseDateTime(dropoff, ctx.reference) : undefined,
  });
}

const RAIL_DEPARTURE = 'Depart(?:ure|s)?|From|Abfahrt';
const RAIL_ARRIVAL = 'Arrive|Arrival|Arrives|To|Ankunft';
const LEADING_CLOCK = new RegExp(String.raw`^${CLOCK}\s+`, 'i');

/**
 * A stop line's station: what comes before its clock or a " - " ("Berlin Hbf 07:29", "Berlin Hbf - Gleis 7", "07:29
 * Berlin Hbf"); undefined when a day is printed there too ("Berlin Hbf, 08.12.2026 07:29"), as a place is no day.
 */
function railStation(value: string): string | undefined {
  const station = value
    .replace(LEADING_CLOCK, '')
    .split(/\s+-\s+|\s+\d{1,2}:\d{2}/)[0]
    ?.trim();
  return !station || printsDay(station) ? undefined : station;
}

/** A rail segment: train, Depart/Arrive lines with station and time, coach and seat. */
export function railSegment(block: string, ctx: SegmentContext): Reservation | undefined {
  // The heading ("HOTEL  Monday…") would otherwise read as a label of its own.
  const body = block.split('\n').slice(1).join('\n');
  const day = segmentDay(block, ctx.reference);
  const dep = labelled(body, RAIL_DEPARTURE, RAIL_ARRIVAL);
  const arr = labelled(body, RAIL_ARRIVAL, RAIL_DEPARTURE);
  if (!dep || !arr) return undefined;
  const departureStation = railStation(dep);
  const arrivalStation = railStation(arr);
  if (!departureStation || !arrivalStation) return undefined;
  return trainReservation({
    reservationNumber:
      labelled(body, 'Confirmation(?: number)?|Booking reference|Bestätigungsnummer') ?? ctx.tripLocator,
    underName: ctx.underName,
    status: segmentStatus(block, ctx),
    trainNumber: labelled(body, 'Train|Zug'),
    departureStation,
    arrivalStation,
    departureTime: timeOn(dep, day, ctx.reference),
    arrivalTime: timeOn(arr, day, ctx.reference),
    // Whole words, a seat with a number: "Platzreservierung: keine" prints no seat "reservierung".
    coach: capture(block, /\b(?:Coach|Wagen)\b:?\s*(\w+)/i),
    seat: capture(block, /\b(?:Seat|Platz)\b:?\s*(\w*\d\w*)\b/i),
  });
}

const READERS: Record<string, (block: string, ctx: SegmentContext) => Reservation | undefined> = {
  air: flightSegment,
  flight: flightSegment,
  hotel: hotelSegment,
  car: carSegment,
  rail: railSegment,
  train: railSegment,
  // German agencies' headings.
  flug: flightSegment,
  mietwagen: carSegment,
  bahn: railSegment,
  zug: railSegment,
};

/** Splits an itinerary at segment headings (`heading` captures the kind: AIR, HOTEL, CAR, RAIL…) and reads each. */
export function readSegments(text: string, heading: RegExp, ctx: SegmentContext): Reservation[] {
  const lines = text.split(/\r?\n/);
  const out: Reservation[] = [];
  let kind: string | undefined;
  let block: string[] = [];
  const flush = () => {
    const reader = kind ? READERS[kind.toLowerCase()] : undefined;
    const reservation = reader?.(block.join('\n'), ctx);
    if (reservation) out.push(reservation);
  };
  for (const line of lines) {
    const m = heading.exec(line);
    if (m) {
      flush();
      kind = m[1];
      block = [line];
    } else if (kind) {
      if (!line.trim() && block.length > 1) {
        flush();
        kind = undefined;
        block = [];
      } else if (line.trim()) {
        block.push(line);
      }
    }
  }
  flush();
  return out;
}
