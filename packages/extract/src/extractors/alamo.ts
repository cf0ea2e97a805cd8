import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled, labelledLines } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { rentalCarReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // "Pick-Up: Orlando International Airport (MCO)" with the day and time on the next line.
  const [pickupName, pickupWhen] = labelledLines(text, 'Pick-Up', 2);
  const [returnName, returnWhen] = labelledLines(text, 'Return', 2);
  if (!pickupName) return [];
  return [
    rentalCarReservation({
      reservationNumber: labelled(text, 'Confirmation Number'),
      underName: labelled(text, 'Driver|Renter'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Estimated Total') ?? ''),
      rentalCompany: 'Alamo',
      carModel: labelled(text, 'Vehicle'),
      pickupLocation: { name: pickupName },
      dropoffLocation: returnName ? { name: returnName } : undefined,
      pickupTime: parseDateTime(pickupWhen ?? '', input.date, true),
      dropoffTime: parseDateTime(returnWhen ?? '', input.date, true),
    }),
  ];
}

/** Alamo Rent A Car reservation confirmations. */
export const alamo: ProviderExtractor = {
  id: 'alamo',
  provider: 'Alamo Rent A Car',
  classification: 'direct',
  filters: [{ senderDomains: ['alamo.com', 'email.alamo.com'] }],
  extract,
};
