import type { Reservation } from '../../schema/reservation.js';
import { readWhen } from '../generic/date-time.js';
import type { ExtractorInput } from '../types.js';
import { type BookingHeaderFields, bookingHeader, type FieldReader, readField } from './booking-header.js';
import { parseDateTime } from './dates.js';
import { isOtherField, labelledLines } from './fields.js';
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

/**
 * An end printed on one line, its branch beside its day and time in either order (`Madrid Airport, 03/07/2024 10:00`):
 * the branch is what is left of the line once its day and time are read. Undefined when the line holds no day and
 * time, or nothing beside them that could name a place.
 */
function endOnOneLine(line: string, usDates: boolean, reference?: Date): { name: string; when: string } | undefined {
  if (!parseDateTime(line, reference, usDates)) return undefined;
  const place = readWhen(line, reference, usDates ? 'month first' : 'day first').rest;
  return /\p{L}{3}/u.test(place) ? { name: place, when: line } : undefined;
}

/** One end of a hire as printed under its label: the branch, its day and time, the branch's address. */
export interface RentalEnd {
  name?: string;
  when?: string;
  address?: string;
}

/**
 * One end of a hire under its label (`Pick Up`, `Return`): printed whole on the label's line, branch and time together
 * whatever the order, else on the lines under it in the order the company prints them: the branch then the day and
 * time, or the day and time, the branch and, when `address`, the branch's address. A line that is a label of its own
 * (`Return: …`) ends the end.
 */
export function rentalEnd(
  input: ExtractorInput,
  label: string,
  order: { branchFirst: boolean; address?: boolean; usDates: boolean },
): RentalEnd {
  const lines = labelledLines(input.text, label, order.address ? 3 : 2);
  const whole = lines[0] ? endOnOneLine(lines[0], order.usDates, input.date) : undefined;
  if (whole) return whole;
  // A line that is a label of its own and its value (`Return: …`, `Your Vehicle: …`) is no part of the end above it.
  const next = lines.findIndex((line, i) => i > 0 && isOtherField(line, ''));
  const [first, second, third] = next === -1 ? lines : lines.slice(0, next);
  if (order.branchFirst) return { name: first, when: second };
  return { when: first, name: second, address: order.address ? third : undefined };
}

/**
 * An extract function reading one hire from confirmations printed the way `format` describes (see `rentalEnd`). A
 * hire whose ends do not both give a day and time is not read (another reader may read it).
 */
export function rentalEndsReader(format: RentalEndsFormat): (input: ExtractorInput) => Reservation[] {
  const order = { branchFirst: format.branchFirst, usDates: format.usDates ?? true };
  const end = (input: ExtractorInput, label: string) => rentalEnd(input, label, order);
  return (input) => {
    const { text } = input;
    const pickup = end(input, format.pickupLabel);
    const dropoff = end(input, format.returnLabel);
    if (!pickup.name) return [];
    const pickupTime = parseDateTime(pickup.when ?? '', input.date, format.usDates ?? true);
    const dropoffTime = parseDateTime(dropoff.when ?? '', input.date, format.usDates ?? true);
    if (!pickupTime || !dropoffTime) return [];
    return [
      rentalCarReservation({
        ...bookingHeader(input, format),
        rentalCompany: readField(text, format.supplier) ?? format.rentalCompany,
        carModel: readField(text, format.carModel),
        pickupLocation: { name: pickup.name },
        dropoffLocation: dropoff.name ? { name: dropoff.name } : undefined,
        pickupTime,
        dropoffTime,
      }),
    ];
  };
}
