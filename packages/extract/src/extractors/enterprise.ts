import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled, labelledLines } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { rentalCarReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const [pickupWhen, pickupName] = labelledLines(text, 'Pick-Up', 2);
  const [returnWhen, returnName] = labelledLines(text, 'Return', 2);
  if (!pickupName) return [];
  return [
    rentalCarReservation({
      reservationNumber: labelled(text, 'Confirmation Number'),
      underName: labelled(text, 'Renter Name'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Estimated Total') ?? ''),
      rentalCompany: 'Enterprise',
      // The class line is followed by the example model.
      carModel: labelledLines(text, 'Vehicle Class', 2)[1],
      pickupLocation: { name: pickupName },
      dropoffLocation: returnName ? { name: returnName } : undefined,
      pickupTime: parseDateTime(pickupWhen ?? '', input.date, true),
      dropoffTime: parseDateTime(returnWhen ?? '', input.date, true),
    }),
  ];
}

/** Enterprise Rent-A-Car reservation confirmations. */
export const enterprise: ProviderExtractor = {
  id: 'enterprise',
  provider: 'Enterprise Rent-A-Car',
  classification: 'direct',
  filters: [{ senderDomains: ['enterprise.com', 'email.enterprise.com'] }],
  extract,
};
