import type { Reservation } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, bookingHeader, type FieldReader, readField } from './booking-header.js';
import { parseDateTime } from './dates.js';
import { labelledLines } from './fields.js';
import { rentalCarReservation } from './reservations.js';

/**
 * How a rental company prints each end of a hire: a heading ("Pick-Up", "Return") followed by the branch and
 * the day with its time, in an order of its own. Numeric days are written month first unless `usDates` is false.
 */
export interface RentalEndsFormat extends BookingHeaderFields {
  rentalCompany: string;
  /** For brokers (Rentalcars.com, Sunny Cars): the company named as handing over the car, when printed. */
  supplier?: FieldReader;
  pickupLabel: string;
  returnLabel: string;
  /** Whether the branch line comes before the day-and-time line. */
  branchFirst: boolean;
  carModel: FieldReader;
  /** Numeric days are written month first (the default, as American companies do); false for day first. */
  usDates?: boolean;
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
        rentalCompany: readField(text, format.supplier) ?? format.rentalCompany,
        carModel: readField(text, format.carModel),
        pickupLocation: { name: pickup.name },
        dropoffLocation: dropoff.name ? { name: dropoff.name } : undefined,
        pickupTime: parseDateTime(pickup.when ?? '', input.date, format.usDates ?? true),
        dropoffTime: parseDateTime(dropoff.when ?? '', input.date, format.usDates ?? true),
      }),
    ];
  };
}
