import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { rentalEnd } from './lib/car-rental.js';
import { parseDateTime } from './lib/dates.js';
import { addressFromLine } from './lib/fields.js';
import { type RentalPlace, rentalCarReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** A pick-up or return block: the day and time, the branch name, its address. */
function stop(input: ExtractorInput, heading: string): { time?: string; place?: RentalPlace } {
  const { when = '', name, address } = rentalEnd(input, heading, { branchFirst: false, address: true, usDates: false });
  const time = parseDateTime(when, input.date);
  if (!time || !name) return {};
  const { addressCountry: _country, ...postal } = addressFromLine(address);
  return { time, place: { name, address: postal } };
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Confirmation number',
    underName: 'Name',
    total: 'Estimated total|Total',
  });
  const { reservationNumber } = header;
  if (!reservationNumber || !/^\d{8}[A-Z]{2}\d$/.test(reservationNumber)) return [];
  const pickup = stop(input, 'Pick-up');
  const dropoff = stop(input, 'Return');
  if (!pickup.place || !pickup.time) return [];
  return [
    rentalCarReservation({
      ...header,
      rentalCompany: 'Budget',
      // "Group C - Vauxhall Astra or similar"
      carModel: capture(text, /^Car:?\s+Group\s+\w+\s+-\s+(.+)$/m),
      pickupLocation: pickup.place,
      dropoffLocation: dropoff.place,
      pickupTime: pickup.time,
      dropoffTime: dropoff.time,
    }),
  ];
}

/** Budget Rent A Car reservation confirmations. */
export const budget: ProviderExtractor = {
  id: 'budget',
  provider: 'Budget',
  classification: 'direct',
  filters: [{ senderDomains: ['budget.com', 'budget.co.uk', 'budget.de', 'budget.fr', 'budget.ie'] }],
  extract,
};
