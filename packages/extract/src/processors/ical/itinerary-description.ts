import { DateTime } from 'luxon';
import { dayAfter } from '../../postprocess/date-time.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { type CalendarEvent, renderEventTime } from './read-calendar.js';

/**
 * Journey planners (HAFAS and the like, used by many railways) export a connection as one calendar event whose
 * description lists each leg in the user's language:
 *   `fra 13:17 Koebenhavn H - Spor 5 (IC  1197)` / `til 18:02 Hamburg Hbf - Spor 6D-E`.
 * The words differ per language; the shape does not: word, time, stop, optional platform, vehicle in brackets.
 */
const STOP_LINE = /^(\S+)\s+(\d{1,2}):(\d{2})\s+(.+?)\s*$/;
const VEHICLE = /\s\(([^()]*\d[^()]*)\)$/;
const PLATFORM = /\s+-\s+\S+\s+(\S+)$/;

interface Stop {
  minutes: number;
  clock: string;
  name: string;
  platform?: string;
}

interface Leg {
  vehicle: string;
  departure: Stop;
  arrival: Stop;
}

function readStop(line: string): { stop: Stop; vehicle?: string } | undefined {
  const match = STOP_LINE.exec(line.trim());
  if (!match) return undefined;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return undefined;
  let rest = match[4] ?? '';
  const vehicle = VEHICLE.exec(rest)?.[1]?.replace(/\s+/g, ' ').trim();
  if (vehicle) rest = rest.replace(VEHICLE, '').trim();
  const platform = PLATFORM.exec(rest)?.[1];
  if (platform) rest = rest.replace(PLATFORM, '').trim();
  const stop: Stop = { minutes: hours * 60 + minutes, clock: `${match[2]?.padStart(2, '0')}:${match[3]}`, name: rest };
  if (platform) stop.platform = platform;
  return vehicle ? { stop, vehicle } : { stop };
}

/** The legs of an itinerary description: a departure line with a vehicle, followed by its arrival line. */
export function readItineraryLegs(description: string): Leg[] {
  const lines = description.split(/\r?\n/);
  const legs: Leg[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const departure = readStop(lines[i] ?? '');
    if (!departure?.vehicle) continue;
    const arrival = readStop(lines[i + 1] ?? '');
    if (!arrival || arrival.vehicle) continue;
    legs.push({ vehicle: departure.vehicle, departure: departure.stop, arrival: arrival.stop });
    i++;
  }
  return legs;
}

function buildLeg(
  leg: Leg,
  departure: JsonLdObject | string,
  arrival: JsonLdObject | string,
  day: string,
): Reservation {
  const isBus = /^bus\b/i.test(leg.vehicle);
  const place = (stop: Stop) => ({ '@type': isBus ? 'BusStation' : 'TrainStation', name: stop.name });
  const trip: JsonLdObject = isBus
    ? {
        '@type': 'BusTrip',
        busNumber: leg.vehicle,
        departureBusStop: place(leg.departure),
        arrivalBusStop: place(leg.arrival),
      }
    : {
        '@type': 'TrainTrip',
        trainNumber: leg.vehicle,
        departureStation: place(leg.departure),
        arrivalStation: place(leg.arrival),
      };
  trip.departureDay = day;
  trip.departureTime = departure;
  trip.arrivalTime = arrival;
  if (!isBus && leg.departure.platform) trip.departurePlatform = leg.departure.platform;
  if (!isBus && leg.arrival.platform) trip.arrivalPlatform = leg.arrival.platform;
  return {
    '@context': 'http://schema.org',
    '@type': isBus ? 'BusReservation' : 'TrainReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: trip,
  };
}

/**
 * A journey's event names where it goes from and to (`Berlin Hbf -> Weimar`, `Reise: Berlin Hbf nach Weimar`):
 * demanding that keeps agendas with times and bracketed numbers ("10:00 Room 5 (floor 2)") from reading as trains.
 */
function namesItsEnds(event: CalendarEvent, legs: Leg[]): boolean {
  const heading = `${event.summary ?? ''}\n${(event.description ?? '').split(/\r?\n/, 1)[0]}`.toLowerCase();
  const firstWord = (name: string) => name.split(/[\s(,/]+/)[0]?.toLowerCase() ?? '';
  const from = firstWord(legs[0]?.departure.name ?? '');
  const to = firstWord(legs[legs.length - 1]?.arrival.name ?? '');
  return from !== '' && to !== '' && heading.includes(from) && heading.includes(to);
}

/**
 * One reservation per leg of an itinerary event. The event's own start and end (with their zone) time the
 * first departure and the last arrival; the times in between are local, each day rolled over past midnight.
 */
export function itineraryReservations(event: CalendarEvent): Reservation[] {
  const legs = readItineraryLegs(event.description ?? '');
  if (legs.length === 0 || !event.start || !namesItsEnds(event, legs)) return [];
  const { start, end } = event;
  // Days are counted on the UTC calendar in the common range (see `dayAfter`), by luxon outside it.
  let day = start.local.slice(0, 10);
  let luxonDay = dayAfter(day) === undefined ? DateTime.fromISO(day, { zone: 'utc' }) : undefined;
  let previous = -1;
  const at = (stop: Stop) => {
    if (previous >= 0 && stop.minutes < previous) {
      const next = luxonDay ? undefined : dayAfter(day);
      if (next) day = next;
      else luxonDay = (luxonDay ?? DateTime.fromISO(day, { zone: 'utc' })).plus({ days: 1 });
    }
    previous = stop.minutes;
    return `${luxonDay ? luxonDay.toISODate() : day}T${stop.clock}:00`;
  };
  return legs.map((leg, index) => {
    const departureLocal = at(leg.departure);
    const departureDay = departureLocal.slice(0, 10);
    const arrivalLocal = at(leg.arrival);
    const isFirst = index === 0 && departureLocal.slice(0, 16) === start.local.slice(0, 16);
    const isLast =
      index === legs.length - 1 && end !== undefined && arrivalLocal.slice(0, 16) === end.local.slice(0, 16);
    return buildLeg(
      leg,
      isFirst ? renderEventTime(start) : departureLocal,
      isLast && end ? renderEventTime(end) : arrivalLocal,
      departureDay,
    );
  });
}
