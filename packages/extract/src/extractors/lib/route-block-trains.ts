import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { bookingHeader } from './booking-header.js';
import { parseNamedDate } from './dates.js';
import { trainReservation } from './reservations.js';
import { legTimes } from './rows.js';
import { blocksStartingWith, capture } from './text.js';

/** How a railway prints its booking facts and the lines of each journey block. */
export interface RouteBlockTrainFields {
  /** The booking number is the pattern's first group. */
  reservationNumber: RegExp;
  /** `labelled` label patterns. */
  underName: string;
  total: string;
  /** Clock times ("09:00" or "09.00") are each pattern's first group. */
  departure: RegExp;
  arrival: RegExp;
  /** Coach and seat are the first and second groups. */
  seat: RegExp;
  trainNumber: RegExp;
  trainName?: RegExp;
}

/** Clock times ("07:21", "09.00") and days ("tis 20 okt 2026", "20.10.2026") as a block prints them. */
const CLOCK_OR_DAY =
  /\b\d{1,2}[:.]\d{2}\b(?![.]\d)|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\b\d{1,2}\.?\s+\p{L}{3,}\.?\s+\d{4}\b/gu;

/**
 * Reads confirmations with one block per journey headed "Stockholm C – Göteborg C", then the day and train,
 * departure and arrival times, coach and seat.
 */
export function routeBlockTrainsReader(fields: RouteBlockTrainFields): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const { text } = input;
    const header = bookingHeader(input, {
      reservationNumber: fields.reservationNumber,
      underName: fields.underName,
      total: fields.total,
    });
    if (!header.reservationNumber) return [];
    const trains: Reservation[] = [];
    for (const block of blocksStartingWith(text, /^[^\d\n]{2,60} – [^\d\n]{2,60}$/)) {
      const [head = ''] = block.split('\n');
      const [from, to] = head.split(' – ').map((s) => s.trim());
      // The day is printed above the departure time: a day below it is another fact's (a cancellation deadline).
      const departure = fields.departure.exec(block);
      const day = departure ? parseNamedDate(block.slice(0, departure.index), input.date) : undefined;
      const dep = departure?.[1];
      const arr = capture(block, fields.arrival);
      const seat = fields.seat.exec(block);
      if (!from || !to || !day || !dep) continue;
      const [departureTime, arrivalTime] = legTimes(day, dep.replace('.', ':'), arr?.replace('.', ':'));
      trains.push(
        trainReservation({
          ...header,
          // A clock's minutes or a day's year ending a line is no train number.
          trainNumber: capture(block.replace(CLOCK_OR_DAY, ''), fields.trainNumber),
          trainName: fields.trainName ? capture(block, fields.trainName) : undefined,
          departureStation: from,
          arrivalStation: to,
          departureTime,
          arrivalTime,
          coach: seat?.[1],
          seat: seat?.[2],
        }),
      );
    }
    return trains;
  };
}
