import { DateTime } from 'luxon';
import { isObject } from '../../postprocess/json-ld.js';
import { findAirport } from '../../refdata/airports.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';

const UTC = /^(\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]00:?00)$/;

/** Whether the text prints this time of day on its own ("01:00", "1:00"), not as part of a longer number. */
function prints(text: string, hour: number, minute: string): boolean {
  const clock = new RegExp(`(?<![\\d:.])0?${hour}:${minute}(?![\\d])`);
  return clock.test(text);
}

interface Stamp {
  key: 'departureTime' | 'arrivalTime';
  wall: string;
}

/**
 * The times of a flight that its markup stamps as UTC while the mail prints them as the airports' local times:
 * each printed as the UTC stamp's clock and none as the local clock the stamp would mean. `undefined` when any time
 * of the flight reads as a true UTC instant (or cannot be told).
 */
function misstamped(flight: JsonLdObject, text: string): Stamp[] | undefined {
  const stamps: Stamp[] = [];
  for (const [key, place] of [
    ['departureTime', 'departureAirport'],
    ['arrivalTime', 'arrivalAirport'],
  ] as const) {
    const value = flight[key];
    if (value === undefined) continue;
    const m = typeof value === 'string' ? UTC.exec(value) : null;
    const airport = isObject(flight[place])
      ? findAirport(String((flight[place] as JsonLdObject).iataCode ?? ''))
      : undefined;
    if (!m || !airport?.timeZone) return undefined;
    const local = DateTime.fromISO(value as string, { setZone: true }).setZone(airport.timeZone);
    if (!local.isValid || local.offset === 0) return undefined;
    const stampHour = Number(m[2]);
    const stampMinute = m[3] ?? '';
    if (!prints(text, stampHour, stampMinute) || prints(text, local.hour, local.toFormat('mm'))) return undefined;
    stamps.push({ key, wall: m[1] ?? '' });
  }
  return stamps.length > 0 ? stamps : undefined;
}

/**
 * Some senders mark up a flight's local times with a `Z` (Utair writes a 01:00 departure from Moscow as
 * `2019-09-29T01:00:00Z`), which would move the trip three hours. When the mail's own text prints the stamps' clock
 * times and never the local times the stamps would mean, the times are read as the local times they are.
 */
export function readUtcMarkedLocalTimes(reservations: readonly Reservation[], text: string): void {
  for (const r of reservations) {
    if (r['@type'] !== 'FlightReservation' || !isObject(r.reservationFor)) continue;
    const flight = r.reservationFor;
    const stamps = misstamped(flight, text);
    if (!stamps) continue;
    for (const s of stamps) flight[s.key] = s.wall.length === 16 ? `${s.wall}:00` : s.wall;
  }
}
