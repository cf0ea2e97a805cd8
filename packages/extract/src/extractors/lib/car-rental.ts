import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, bookingHeader, type FieldReader, readField } from './booking-header.js';
import { parseDateTime } from './dates.js';
import { labelledLines } from './fields.js';
import { rentalCarReservation } from './reservations.js';

/**
 * How a rental company prints each end of a hire: a heading ("Pick-Up", "Return") followed by the branch and
 * the day with its time, in an order of its own. Numeric days are written month first.
 */
export interface RentalEndsFormat extends BookingHeaderFields {
  rentalCompany: string;
  pickupLabel: string;
  returnLabel: string;
  /** Whether the branch line comes before the day-and-time line. */
  branchFirst: boolean;
  carModel: FieldReader;
}

/** An extract function reading one hire from confirmations printed the way `format` describes. */
export function rentalEndsReader(format: RentalEndsFormat): (input: ExtractorInput) => Reservation[] {
  const end = (text: string, label: string) => {
    const [first, second] = labelledLines(text, label, 2);
    return format.branchFirst ? { name: first, when: second } : { name: second, when: first };
  };
  return (input) => {
    const { text } = input;
    const pickup = end(text, format.pickupLabel);
    const dropoff = end(text, format.returnLabel);
    if (!pickup.name) return [];
    return [
      rentalCarReservation({
        ...bookingHeader(input, format),
        rentalCompany: format.rentalCompany,
        carModel: readField(text, format.carModel),
        pickupLocation: { name: pickup.name },
        dropoffLocation: dropoff.name ? { name: dropoff.name } : undefined,
        pickupTime: parseDateTime(pickup.when ?? '', input.date, true),
        dropoffTime: parseDateTime(dropoff.when ?? '', input.date, true),
      }),
    ];
  };
}
