import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, bookingHeader } from './booking-header.js';
import { type TrainLeg, trainReservation } from './reservations.js';
import { blocksStartingWith } from './text.js';

/** How a railway prints a booking as one block per journey, each starting at a line of its own kind. */
export interface TrainBlocksFormat extends BookingHeaderFields {
  /** The line that starts each journey's block. */
  journeyStart: RegExp;
  /** Without a booking number the mail is no confirmation. */
  numberRequired?: boolean;
  /** What a real booking number looks like (implies `numberRequired`). */
  numberPattern?: RegExp;
  /**
   * Every passenger of the booking, in print order; each journey is then given to each of them. Without it, or when
   * it finds no one, the journeys go to `underName`.
   */
  passengers?: (text: string) => string[];
  /** What the block at `index` says of its train; undefined when it holds no journey. */
  train(block: string, input: ExtractorInput, index: number): TrainLeg | undefined;
}

/** An extract function reading one train reservation per block of bookings printed the way `format` describes. */
export function trainBlocksReader(format: TrainBlocksFormat): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    const header = bookingHeader(input, format);
    const number = header.reservationNumber;
    if ((format.numberRequired || format.numberPattern) && !number) return [];
    if (number && format.numberPattern && !format.numberPattern.test(number)) return [];
    const listed = format.passengers?.(input.text) ?? [];
    const travellers = listed.length > 0 ? [...new Set(listed)] : [header.underName];
    return blocksStartingWith(input.text, format.journeyStart).flatMap((block, index) => {
      const train = format.train(block, input, index);
      return train ? travellers.map((underName) => trainReservation({ ...header, underName, ...train })) : [];
    });
  };
}
