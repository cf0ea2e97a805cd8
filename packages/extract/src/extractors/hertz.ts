import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { addressFromLine, labelled, labelledLines } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { rentalCarReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // Each end of the rental is a heading followed by the time, the location and its address.
  const [pickupWhen, pickupName, pickupAddress] = labelledLines(text, 'Pick Up|Pickup', 3);
  const [returnWhen, returnName, returnAddress] = labelledLines(text, 'Return|Drop Off', 3);
  if (!pickupName) return [];
  return [
    rentalCarReservation({
      reservationNumber: labelled(text, '(?:Your )?Confirmation Number'),
      underName: labelled(text, 'Name'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total Estimated Charge|Total') ?? ''),
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
