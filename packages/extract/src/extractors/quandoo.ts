import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { foodEstablishmentReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Reservation number|Reservierungsnummer',
    underName: 'Name',
  });
  const { reservationNumber } = header;
  if (!reservationNumber) return [];
  const day = parseNamedDate(labelled(text, 'Date|Datum') ?? '', input.date);
  // The restaurant's name and address follow the headline.
  const lines = text.split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) => /reservation is confirmed|Reservierung ist bestätigt/i.test(l));
  const [restaurantName, address] = at >= 0 ? lines.slice(at + 1).filter(Boolean) : [];
  if (!reservationNumber || !day || !restaurantName) return [];
  return [
    foodEstablishmentReservation({
      ...header,
      restaurantName,
      address: addressFromLine(address),
      startTime: atTime(day, labelled(text, 'Time|Uhrzeit')) ?? day,
      partySize: Number(labelled(text, 'Guests|Personen')) || undefined,
    }),
  ];
}

/** Quandoo table reservation confirmations. */
export const quandoo: ProviderExtractor = {
  id: 'quandoo',
  provider: 'Quandoo',
  classification: 'ota',
  filters: [{ senderDomains: ['quandoo.com', 'quandoo.de', 'quandoo.co.uk', 'quandoo.it', 'quandoo.at'] }],
  extract,
};
