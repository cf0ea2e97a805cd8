import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled, labelledLines } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { rentalCarReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // Each end: a heading, the branch, then the day and time.
  const [pickupName, pickupWhen] = labelledLines(text, 'Pick Up|Pick-Up', 2);
  const [returnName, returnWhen] = labelledLines(text, 'Return', 2);
  if (!pickupName) return [];
  return [
    rentalCarReservation({
      reservationNumber: labelled(text, 'Confirmation'),
      underName: labelled(text, 'Renter'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Estimated Total') ?? ''),
      rentalCompany: 'National',
      carModel: labelled(text, 'Vehicle'),
      pickupLocation: { name: pickupName },
      dropoffLocation: returnName ? { name: returnName } : undefined,
      pickupTime: parseDateTime(pickupWhen ?? '', input.date, true),
      dropoffTime: parseDateTime(returnWhen ?? '', input.date, true),
    }),
  ];
}

/** National Car Rental reservation confirmations. */
export const national: ProviderExtractor = {
  id: 'national',
  provider: 'National Car Rental',
  classification: 'direct',
  filters: [{ senderDomains: ['nationalcar.com', 'email.nationalcar.com'] }],
  extract,
};
