import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeader, type BookingHeaderFields, bookingHeader } from './booking-header.js';
import { atTime, parseNamedDate, parseNumericDate } from './dates.js';
import { type TrainLeg, trainReservation } from './reservations.js';
import { legTimes } from './rows.js';
import { blocksStartingWith, capture } from './text.js';

/**
 * Journeys printed under a dated heading ("Hinfahrt 12.05.2026") as station rows taken in pairs, departure then
 * arrival: "Wien Hbf   ab 07:25   Bahnsteig 9   RJX 662".
 */
export interface StationRowFormat extends BookingHeaderFields {
  /** The heading that starts each journey, with its day ("12.05.2026", "2026-05-12", "12 May 2026"). */
  journeyStart: RegExp;
  /**
   * A global pattern for one row: station, direction word, time, perhaps the platform, perhaps the train. Rows are
   * read in pairs, a departure row then an arrival row; a journey whose rows are not in that order gives no legs.
   */
  row: RegExp;
  /** Coach and seat, read from the lines after a leg's arrival row, which belong to that leg. */
  coach?: RegExp;
  seat?: RegExp;
}

/** An extract function reading every leg of tickets printed the way `format` describes. */
export function stationRowsReader(format: StationRowFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => stationRowLegs(input, bookingHeader(input, format), format);
}

/** The direction words of departure and arrival rows ("ab"/"an", "dép."/"arr.", "dep"/"arr"). */
const DEPARTS = /^(?:ab|dép|dep|departs?)\.?$/i;
const ARRIVES = /^(?:an|arr|arrives?)\.?$/i;

/** Whether a row's direction word, where its pattern captures one, is of the given kind. */
function isDirection(word: string | undefined, kind: RegExp): boolean {
  return word === undefined || kind.test(word);
}

function stationRowLegs(input: ExtractorInput, header: BookingHeader, format: StationRowFormat): Reservation[] {
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(input.text, format.journeyStart)) {
    const heading = block.split('\n')[0] ?? '';
    const day = parseNumericDate(heading) ?? parseNamedDate(heading, input.date);
    const rows = [...block.matchAll(format.row)];
    // Departure and arrival rows in turn, or the rows are not paired as legs and the journey is not read.
    const paired =
      rows.length % 2 === 0 && rows.every((row, i) => isDirection(row[2], i % 2 === 0 ? DEPARTS : ARRIVES));
    if (!paired) continue;
    for (let i = 0; i + 1 < rows.length; i += 2) {
      const dep = rows[i];
      const arr = rows[i + 1];
      if (!dep || !arr) continue;
      const after = block.slice((arr.index ?? 0) + arr[0].length, rows[i + 2]?.index);
      legs.push(
        trainReservation({
          ...header,
          trainNumber: dep[5],
          departureStation: dep[1] ?? '',
          arrivalStation: arr[1] ?? '',
          departureTime: atTime(day, dep[3]),
          arrivalTime: atTime(day, arr[3]),
          departurePlatform: dep[4],
          arrivalPlatform: arr[4],
          coach: format.coach ? capture(after, format.coach) : undefined,
          seat: format.seat ? capture(after, format.seat) : undefined,
        }),
      );
    }
  }
  return legs;
}

/** One leg as a dated journey block prints it: stations, clock times and whatever else the block says. */
export interface DatedLeg extends Omit<TrainLeg, 'departureTime' | 'arrivalTime'> {
  departureClock: string | undefined;
  arrivalClock: string | undefined;
}

/** Journeys printed as blocks whose first line holds the day, each block one leg. */
export interface DatedJourneyFormat extends BookingHeaderFields {
  /** The line that starts each journey. */
  journeyStart: RegExp;
  /** The day on the journey's first line (or, when that line is the heading alone, on the line under it). */
  day(firstLine: string, input: ExtractorInput): string | undefined;
  /** The leg of one block, or undefined when the block holds no departure and arrival. */
  leg(block: string): DatedLeg | undefined;
}

/**
 * An extract function reading every leg of bookings printed the way `format` describes; an arrival "before" the
 * departure is the next day.
 */
export function datedJourneysReader(format: DatedJourneyFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => datedJourneyLegs(input, bookingHeader(input, format), format);
}

/** Every leg of a booking printed the way `format` describes, under a header read already. */
export function datedJourneyLegs(
  input: ExtractorInput,
  header: BookingHeader,
  format: DatedJourneyFormat,
): Reservation[] {
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(input.text, format.journeyStart)) {
    // "Outbound" over "Tuesday 19 November 2024": a heading alone on its line prints the day under it.
    const [first = '', second = ''] = block.split('\n').filter((line) => line.trim());
    const day = format.day(first, input) ?? format.day(second, input);
    const leg = format.leg(block);
    if (!leg) continue;
    const { departureClock, arrivalClock, ...rest } = leg;
    const [departureTime, arrivalTime] = legTimes(day, departureClock, arrivalClock);
    legs.push(trainReservation({ ...header, ...rest, departureTime, arrivalTime }));
  }
  return legs;
}
