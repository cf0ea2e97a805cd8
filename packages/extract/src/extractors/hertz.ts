import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { addressFromLine, labelledLines } from './lib/fields.js';
import { rentalCarReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // Each end of the rental is a heading followed by the time, the location and its address.
  const [pickupWhen, pickupName, pickupAddress] = labelledLines(text, 'Pick Up|Pickup', 3);
  const [returnWhen, returnName, returnAddress] = labelledLines(text, 'Return|Drop Off', 3);
  if (!pickupName) return [];
  return [
    rentalCarReservation({
      ...bookingHeader(input, {
        reservationNumber: '(?:Your )?Confirmation Number',
        underName: 'Name',
        total: 'Total Estimated Charge|Total',
      }),
      rentalCompany: 'Hertz',
      carModel: labelledLines(text, 'Your Vehicle', 1)[0],
      pickupLocation: { name: pickupName, address: addressFromLine(pickupAddress) },
      dropoffLocation: returnName ? { name: returnName, address: addressFromLine(returnAddress) } : undefined,
      pickupTime: parseDateTime(pickupWhen ?? '', input.date),
      dropoffTime: parseDateTime(returnWhen ?? '', input.date),
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
