import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { CLOCK, parseNamedDate } from './lib/dates.js';
import { firstReading } from './lib/first-reading.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes, ridesInTurn } from './lib/rows.js';
import { blocksStartingWith } from './lib/text.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** A ride's kind and number as the mail prints it: `TGV 8606`, `EST 9339`, `IC 2855`. */
const SERVICE = String.raw`(?:ICE|IC|ECE|EC|EST|Eurostar|ES|NJ|TGV|THA)\s?\d{1,5}`;

// The older mail's journey table as the text conversion squeezes it: "08:35 Amsterdam Centraal ICE 145" for the
// departure, "14:52 Berlin Ostbahnhof Coach 24, seat 55" for the arrival.
const DEPARTURE = new RegExp(String.raw`^(${CLOCK})\s+(.+?)\s+(${SERVICE})\s*$`, 'm');
const ARRIVAL = new RegExp(String.raw`^(${CLOCK})\s+(.+?)(?:\s+Coach\s+(\w+),\s*seat\s+(\w+))?\s*$`, 'm');

const readTable = trainBlocksReader({
  reservationNumber: /^Booking number:?\s+(\d{8,12})\b/im,
  underName: 'Name',
  total: 'Total amount',
  numberRequired: true,
  journeyStart: /^(?:Outward|Return) journey\b/,
  train: (block, input) => {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const dep = DEPARTURE.exec(block);
    const rest = dep ? block.slice(block.indexOf(dep[0]) + dep[0].length) : '';
    const arr = ARRIVAL.exec(rest.trimStart());
    if (!day || !dep || !arr) return undefined;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    return {
      trainNumber: dep[3],
      departureStation: dep[2] ?? '',
      arrivalStation: arr[2] ?? '',
      departureTime,
      arrivalTime,
      coach: arr[3],
      seat: arr[4],
    };
  },
});

/**
 * A stop as the newer mail stacks it, a line each: its clock, its station, its track (`Track 13`, `Track unknown`) and,
 * where a train leaves it, that train.
 */
const STACKED_STOP = new RegExp(String.raw`^(${CLOCK})\n(\S.*)\n(?:Track|Spoor) (\S+)(?:\n(${SERVICE}))?$`, 'gm');

/** A track the mail names: "unknown" names none. */
const track = (printed: string | undefined) => (printed && printed !== 'unknown' ? printed : undefined);

/**
 * The newer mail: under its journey's heading and day (`Outward journey` / `Sat 19 Jul 2025 Travel time: 08:35`),
 * each stop stacked (see `STACKED_STOP`); a stop with a train is a ride's departure, the stop after it its arrival.
 */
function readStackedStops(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: /^Booking code:?\s+([A-Z0-9]{6,12})\s*$/m,
    // "Joe Example - Adult" under "Passengers and seats".
    underName: /^Passengers and seats\s*\n\s*(.+?) - (?:Adult|Child|Youth|Senior)\b/m,
    total: 'Total price',
  });
  if (!header.reservationNumber) return [];
  return blocksStartingWith(input.text, /^(?:Outward|Return) journey\s*$/).flatMap((block) => {
    const [, dayLine = ''] = block.split('\n').filter((line) => line.trim());
    const timesOf = ridesInTurn(parseNamedDate(dayLine, input.date));
    const stops = [...block.matchAll(STACKED_STOP)];
    const rides: Reservation[] = [];
    for (const [i, dep] of stops.entries()) {
      const arr = stops[i + 1];
      if (!dep[4] || !arr) continue;
      const [departureTime, arrivalTime] = timesOf(dep[1], arr[1]);
      rides.push(
        trainReservation({
          ...header,
          trainNumber: dep[4],
          departureStation: dep[2] ?? '',
          arrivalStation: arr[2] ?? '',
          departureTime,
          arrivalTime,
          departurePlatform: track(dep[3]),
          arrivalPlatform: track(arr[3]),
        }),
      );
    }
    return rides;
  });
}

/**
 * A stop as the route table prints it, a row each: `V` or `D` where a ride leaves it (Dutch "vertrek", departure), `A`
 * where one arrives (arrival, "aankomst"), its clock and its station (`V 18:27 Alphaville`, `A 19:23 Midtown`); a
 * transfer's own row lies between two rides.
 */
const ROUTE_STOP = new RegExp(String.raw`^([VDA])\s+(${CLOCK})\s+(\S.*?)\s*$`, 'gm');

/**
 * The mail that gives its journey as a summary (`Departure: Mon 02 Feb 2026 om 18:27`) and a table of route details,
 * a row per stop without the trains' numbers (see `ROUTE_STOP`): each departure row and the arrival row after it are a
 * ride, on the summary's day.
 */
function readRouteDetails(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: /^Booking ?code\s*:?\s+([A-Z0-9]{6,12})\s*$/im,
    // "Joe Example - Adult" under "Passengers".
    underName: /^Passengers\s*\n\s*(.+?) - (?:Adult|Child|Youth|Senior)\b/im,
    total: 'Total price',
  });
  if (!header.reservationNumber) return [];
  return blocksStartingWith(input.text, /^(?:Outward|Return)(?: journey)?\s*$/i).flatMap((block) => {
    const departure = /^Departure\s*:?\s+(.+)$/im.exec(block);
    const timesOf = ridesInTurn(departure ? parseNamedDate(departure[1] ?? '', input.date) : undefined);
    const stops = [...block.matchAll(ROUTE_STOP)];
    const rides: Reservation[] = [];
    for (const [i, dep] of stops.entries()) {
      const arr = stops[i + 1];
      if (dep[1] === 'A' || !arr || arr[1] !== 'A') continue;
      const [departureTime, arrivalTime] = timesOf(dep[2], arr[2]);
      rides.push(
        trainReservation({
          ...header,
          departureStation: dep[3] ?? '',
          arrivalStation: arr[3] ?? '',
          departureTime,
          arrivalTime,
        }),
      );
    }
    return rides;
  });
}

const extract = firstReading(readTable, readStackedStops, readRouteDetails);

/** NS International (Dutch railways' international sales) booking confirmations. */
export const nsInternational: ProviderExtractor = {
  id: 'ns-international',
  provider: 'NS International',
  classification: 'direct',
  filters: [{ senderDomains: ['nsinternational.com', 'nsinternational.nl'] }],
  extract,
};
