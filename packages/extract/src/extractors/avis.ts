import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { rentalCarReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const pickup = labelled(text, 'Pick-up location');
  if (!pickup) return [];
  return [
    rentalCarReservation({
      ...bookingHeader(input, {
        reservationNumber: 'Booking reference|Confirmation number',
        underName: 'Driver',
        total: 'Total',
      }),
      rentalCompany: 'Avis',
      // "C - Ford Focus or similar": the car group letter goes.
      carModel: labelled(text, 'Car group|Vehicle')?.replace(/^[A-Z0-9]{1,4}\s+-\s+/, ''),
      pickupLocation: { name: pickup },
      dropoffLocation: { name: labelled(text, 'Return location') ?? pickup },
      pickupTime: parseDateTime(labelled(text, 'Pick-up date') ?? '', input.date),
      dropoffTime: parseDateTime(labelled(text, 'Return date') ?? '', input.date),
    }),
  ];
}

/** Avis booking confirmations (also sent for Budget bookings made on avis sites). */
export const avis: ProviderExtractor = {
  id: 'avis',
  provider: 'Avis',
  classification: 'direct',
  filters: [{ senderDomains: ['avis.com', 'avis.co.uk', 'avis.de', 'avis-europe.com'] }],
  extract,
};
