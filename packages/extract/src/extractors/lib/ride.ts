import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, bookingHeader } from './booking-header.js';
import { atTime, parseDateTime, plusDays } from './dates.js';
import { addressFromLine, labelled } from './fields.js';
import type { Price } from './price.js';
import { type BookingStatus, taxiReservation } from './reservations.js';

/** One end of a ride: its clock time as printed and the address line. */
export interface RideStop {
  clock?: string | undefined;
  address: string;
}

/** What a ride receipt or a booked ride says. */
export interface RideFacts {
  provider: string;
  /** The day of the ride, local ISO date. */
  day: string;
  pickup: RideStop;
  dropoff?: RideStop | undefined;
  reservationNumber?: string | undefined;
  underName?: string | undefined;
  price?: Price | undefined;
  status?: BookingStatus | undefined;
}

/**
 * The place a stop names. A long line leads with the place's name ("The Langham, 1C Portland Place, London,
 * W1B 1JA, United Kingdom"); a short one is the street address itself ("Friedrichstraße 43, 10117 Berlin, Germany").
 */
function stopPlace(stop: RideStop) {
  const parts = stop.address.split(',').map((part) => part.trim());
  const [first = stop.address, ...rest] = parts;
  return parts.length >= 4
    ? { name: first, address: addressFromLine(rest.join(', ')) }
    : { name: first, address: addressFromLine(stop.address) };
}

/** A TaxiReservation from a ride's facts; a drop-off before the pickup clock lies on the next day. */
export function rideReservation(facts: RideFacts): Reservation {
  const pickupTime = facts.pickup.clock ? atTime(facts.day, facts.pickup.clock) : undefined;
  let dropoffTime = facts.dropoff?.clock ? atTime(facts.day, facts.dropoff.clock) : undefined;
  if (pickupTime && dropoffTime && dropoffTime < pickupTime) {
    dropoffTime = atTime(plusDays(facts.day, 1), facts.dropoff?.clock);
  }
  return taxiReservation({
    provider: facts.provider,
    reservationNumber: facts.reservationNumber,
    underName: facts.underName,
    price: facts.price,
    status: facts.status,
    pickupLocation: stopPlace(facts.pickup),
    dropoffLocation: facts.dropoff ? stopPlace(facts.dropoff) : undefined,
    pickupTime: pickupTime ?? facts.day,
    dropoffTime,
  });
}

/** A ride booked ahead, printed as labelled fields: the pickup's day and time, the pickup and the drop-off. */
export interface BookedRideFormat {
  provider: string;
  /** Labels of the pickup's day and time, of the pickup address and of the drop-off address. */
  pickupTime: string;
  pickup: string;
  dropoff: string;
  /** Whether numeric days are written month first, as US senders do. */
  usDates?: boolean;
  header: BookingHeaderFields;
}

/** The ride a booked-ride mail describes; nothing without a pickup time and place. */
export function bookedRide(input: ExtractorInput, format: BookedRideFormat): Reservation[] {
  const { text } = input;
  const pickupAt = parseDateTime(labelled(text, format.pickupTime) ?? '', input.date, format.usDates);
  const pickup = labelled(text, format.pickup);
  if (!pickupAt || !pickup) return [];
  const dropoff = labelled(text, format.dropoff);
  return [
    rideReservation({
      ...bookingHeader(input, format.header),
      provider: format.provider,
      day: pickupAt.slice(0, 10),
      pickup: { clock: pickupAt.slice(11, 16), address: pickup },
      dropoff: dropoff ? { address: dropoff } : undefined,
    }),
  ];
}

const CLOCK = /^(\d{1,2}[:.]\d{2}(?:\s*[AP]M)?)$/i;

/** A clock and the address it was at on one line (`17:33 Voorbeeldstraat 1, 1000 AA Utrecht`). */
const CLOCK_THEN_ADDRESS = /^(\d{1,2}[:.]\d{2}(?:\s*[AP]M)?)\s+([\p{L}\d][^,]*,.+)$/iu;

/**
 * The stops of a receipt that prints each as a clock line followed by its address line
 * ("10:08 PM" / "Friedrichstraße 43, 10117 Berlin, Germany") or as both on one line, in order: pickup first.
 */
export function clockAddressStops(text: string): RideStop[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stops: RideStop[] = [];
  lines.forEach((line, i) => {
    const clock = CLOCK.exec(line)?.[1];
    const next = lines[i + 1];
    const both = CLOCK_THEN_ADDRESS.exec(line);
    if (clock && next?.includes(',') && !CLOCK.test(next)) stops.push({ clock, address: next });
    else if (both?.[1] && both[2]) stops.push({ clock: both[1], address: both[2] });
  });
  return stops;
}

/** A stop printed on one labelled line with its clock first ("Pickup: 08:12 · Street 1, City"). */
export function labelledStop(line: string | undefined): RideStop | undefined {
  if (!line) return undefined;
  const m = /^(\d{1,2}[:.]\d{2}(?:\s*[AP]M)?)\s*[·•|-]?\s*(.+)$/i.exec(line.trim());
  return m?.[2] ? { clock: m[1], address: m[2].trim() } : { address: line.trim() };
}
