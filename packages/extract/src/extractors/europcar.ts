import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled, section } from './lib/fields.js';
import { rentalCarReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

const PICKUP = /^(?:Abholung|Pick-up|Pickup)\s*$/im;
const RETURN = /^(?:Rückgabe|Return)\s*$/im;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // Pick-up and return use the same labels, so each is read within its own section.
  const pickup = section(text, PICKUP, RETURN);
  const dropoff = section(text, RETURN, /^\s*$/m);
  const station = (s: string) => labelled(s, 'Station|Location');
  const when = (s: string) => parseDateTime(labelled(s, 'Datum/Uhrzeit|Date/time') ?? '', input.date);
  const pickupName = station(pickup);
  if (!pickupName) return [];
  const returnName = station(dropoff);
  return [
    rentalCarReservation({
      ...bookingHeader(input, {
        reservationNumber: 'Reservierungsnummer|Reservation number',
        underName: 'Fahrer|Driver',
        total: 'Gesamtpreis|Total price',
      }),
      rentalCompany: 'Europcar',
      // The vehicle's ACRISS code ("(CDMR)") is a class, not a name.
      carModel: labelled(text, 'Fahrzeug|Vehicle')?.replace(/\s*\([A-Z]{4}\)$/, ''),
      pickupLocation: { name: pickupName },
      dropoffLocation: returnName ? { name: returnName } : undefined,
      pickupTime: when(pickup),
      dropoffTime: when(dropoff),
    }),
  ];
}

/** Europcar reservation confirmations (German and English). */
export const europcar: ProviderExtractor = {
  id: 'europcar',
  provider: 'Europcar',
  classification: 'direct',
  filters: [{ senderDomains: ['europcar.com', 'europcar.de', 'europcar.fr', 'europcar.co.uk'] }],
  extract,
};
