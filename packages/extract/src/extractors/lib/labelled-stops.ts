import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, bookingHeader, type FieldReader, readField } from './booking-header.js';
import { clockTime, HALF_OF_DAY, parseNamedDate, parseNumericDate, printsDay } from './dates.js';
import { labelled } from './fields.js';
import { datedJourneyLegs } from './rail-journey.js';
import { capture } from './text.js';

/** A stop line's value: "Wien Westbahnhof 06:08", "Lisboa - Santa Apolónia, 09:00", "Dublin Heuston at 07:00 Platform 4". */
export interface StationStop {
  station: string;
  clock: string;
  platform?: string | undefined;
}

// The clock is no day's first figures ("12.12.2026"): a dot or colon and a figure after it end no clock. A 12-hour
// clock keeps its half of day.
const STOP = new RegExp(
  String.raw`^(.+?)[,\s]+(?:(?:um|at|às|a las|à|kl\.?)\s+)?(\d{1,2}[:.h]\d{2}\b(?![.:]\d)${HALF_OF_DAY})(?:\s*(?:Uhr|h))?(?:[,\s]+(?:Bahnsteig|Gleis|Platform|Plataforma|Linha|Voie|Spor|Nástupiště)\s+(\w+))?`,
  'i',
);

/**
 * The station, clock time and perhaps platform of one stop, printed after its label; `others` are the labels
 * printed beside it (the arrival's beside the departure's), whose line is no value of an empty one. A stop that
 * prints a day beside its station is not read: which day the journey's clock belongs to is then unclear.
 */
export function labelledStationStop(block: string, label: string, others?: string): StationStop | undefined {
  const m = STOP.exec(labelled(block, label, others) ?? '');
  if (!m?.[1] || !m[2] || printsDay(m[1])) return undefined;
  return { station: m[1].trim(), clock: clockTime(m[2]) ?? m[2], platform: m[3] };
}

/**
 * How a railway prints a booking as one block per journey: a heading line with the journey's day, then a
 * departure and an arrival line ("Abfahrt: Wien Westbahnhof 06:08"), the train, perhaps coach and seat.
 */
export interface LabelledStopsFormat extends BookingHeaderFields {
  /** The line that starts each journey; it holds the day (named or numeric, day first). */
  journeyStart: RegExp;
  /** `labelled` label patterns of the departure and arrival lines. */
  departure: string;
  arrival: string;
  /** The train, read from the journey's block. */
  train?: FieldReader;
  trainName?: FieldReader;
  /** Coach and seat, each the pattern's first group. */
  coach?: RegExp;
  seat?: RegExp;
}

/** An extract function reading every journey of bookings printed the way `format` describes. */
export function labelledStopsReader(format: LabelledStopsFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const header = bookingHeader(input, format);
    if (!header.reservationNumber) return [];
    return datedJourneyLegs(input, header, {
      journeyStart: format.journeyStart,
      day: (firstLine) => parseNamedDate(firstLine, input.date) ?? parseNumericDate(firstLine),
      leg: (block) => {
        const dep = labelledStationStop(block, format.departure, format.arrival);
        const arr = labelledStationStop(block, format.arrival, format.departure);
        if (!dep || !arr) return undefined;
        return {
          trainNumber: readField(block, format.train),
          trainName: readField(block, format.trainName),
          departureStation: dep.station,
          arrivalStation: arr.station,
          departureClock: dep.clock,
          arrivalClock: arr.clock,
          departurePlatform: dep.platform,
          arrivalPlatform: arr.platform,
          coach: format.coach ? capture(block, format.coach) : undefined,
          seat: format.seat ? capture(block, format.seat) : undefined,
        };
      },
    });
  };
}
