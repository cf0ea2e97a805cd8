import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { rentalCarReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const pickup = labelled(text, 'Pickup branch|Abholfiliale');
  if (!pickup) return [];
  return [
    rentalCarReservation({
      ...bookingHeader(input, {
        reservationNumber: 'Reservation number|Reservierungsnummer',
        underName: 'Driver|Fahrer',
        total: 'Total price|Gesamtpreis',
      }),
      rentalCompany: 'Sixt',
      carModel: labelled(text, 'Vehicle|Fahrzeug'),
      pickupLocation: { name: pickup },
      dropoffLocation: { name: labelled(text, 'Return branch|Rückgabefiliale') ?? pickup },
      pickupTime: parseDateTime(labelled(text, 'Pickup|Abholung') ?? '', input.date),
      dropoffTime: parseDateTime(labelled(text, 'Return|Rückgabe') ?? '', input.date),
    }),
  ];
}

/** Sixt reservation confirmations. */
export const sixt: ProviderExtractor = {
  id: 'sixt',
  provider: 'Sixt',
  classification: 'direct',
  filters: [{ senderDomains: ['sixt.com', 'sixt.de', 'sixt.ch'] }],
  extract,
};
