import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { rentalCarReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const pickup = labelled(text, 'Pickup branch|Abholfiliale');
  if (!pickup) return [];
  return [
    rentalCarReservation({
      reservationNumber: labelled(text, 'Reservation number|Reservierungsnummer'),
      underName: labelled(text, 'Driver|Fahrer'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total price|Gesamtpreis') ?? ''),
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
