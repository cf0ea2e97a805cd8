import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';

/** The first of several readers that finds anything, for providers that print their bookings in more than one way. */
export function firstReading(
  ...readers: ((input: ExtractorInput) => Reservation[])[]
): (input: ExtractorInput) => Reservation[] {
  return (input) => {
    for (const read of readers) {
      const found = read(input);
      if (found.length > 0) return found;
    }
    return [];
  };
}
