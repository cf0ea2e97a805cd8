import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { rentalCarReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Confirmation Number',
    underName: 'Renter',
    total: 'Estimated Total',
  });
  const { reservationNumber } = header;
  if (!reservationNumber || !/^[A-Z0-9]{8,12}$/.test(reservationNumber)) return [];
  const pickupName = labelled(text, 'Pick-Up Location');
  // "Thu, Nov 19, 2026 at 10:30 AM": US style, month first.
  const pickupTime = parseDateTime(labelled(text, 'Pick-Up Date/Time') ?? '', input.date, true);
  if (!pickupName || !pickupTime) return [];
  const returnName = labelled(text, 'Return Location');
  return [
    rentalCarReservation({
      ...header,
      rentalCompany: 'Thrifty',
      // "Intermediate SUV - Jeep Compass or similar"
      carModel: labelled(text, 'Vehicle')?.replace(/^.*?\s-\s/, ''),
      pickupLocation: { name: pickupName },
      dropoffLocation: returnName ? { name: returnName } : undefined,
      pickupTime,
      dropoffTime: parseDateTime(labelled(text, 'Return Date/Time') ?? '', input.date, true),
    }),
  ];
}

/** Thrifty Car Rental reservation confirmations. */
export const thrifty: ProviderExtractor = {
  id: 'thrifty',
  provider: 'Thrifty',
  classification: 'direct',
  filters: [{ senderDomains: ['thrifty.com', 'thrifty.co.uk'] }],
  extract,
};
