import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { rentalEnd } from './lib/car-rental.js';
import { parseDateTime } from './lib/dates.js';
import { addressFromLine, labelledLines } from './lib/fields.js';
import { rentalCarReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // Each end of the rental is a heading followed by the time, the location and its address.
  const order = { branchFirst: false, address: true, usDates: false };
  const pickup = rentalEnd(input, 'Pick Up|Pickup', order);
  const dropoff = rentalEnd(input, 'Return|Drop Off', order);
  if (!pickup.name) return [];
  return [
    rentalCarReservation({
      ...bookingHeader(input, {
        reservationNumber: '(?:Your )?Confirmation Number',
        underName: 'Name',
        total: 'Total Estimated Charge|Total',
      }),
      rentalCompany: 'Hertz',
      carModel: labelledLines(text, 'Your Vehicle', 1)[0],
      pickupLocation: { name: pickup.name, address: addressFromLine(pickup.address) },
      dropoffLocation: dropoff.name ? { name: dropoff.name, address: addressFromLine(dropoff.address) } : undefined,
      pickupTime: parseDateTime(pickup.when ?? '', input.date),
      dropoffTime: parseDateTime(dropoff.when ?? '', input.date),
    }),
  ];
}

/** Hertz reservation confirmations. */
export const hertz: ProviderExtractor = {
  id: 'hertz',
  provider: 'Hertz',
  classification: 'direct',
  filters: [{ senderDomains: ['hertz.com'] }],
  extract,
};
