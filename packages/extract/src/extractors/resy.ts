import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { foodEstablishmentReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, { underName: 'Name' });
  // Resy prints no booking number: a confirmation is the "You're all set" headline with a day, time and party.
  const lines = text.split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) => /^You['’]re all set\b|^Your reservation is confirmed\b/i.test(l));
  const day = parseNamedDate(labelled(text, 'Date') ?? '', input.date);
  const time = labelled(text, 'Time');
  const party = Number(capture(labelled(text, 'Party Size') ?? '', /^(\d+)/));
  const [restaurantName, address] = at >= 0 ? lines.slice(at + 1).filter(Boolean) : [];
  if (!restaurantName || !day || !time || !party) return [];
  return [
    foodEstablishmentReservation({
      ...header,
      restaurantName,
      address: addressFromLine(address),
      startTime: atTime(day, time),
      partySize: party,
    }),
  ];
}

/** Resy table reservation confirmations. */
export const resy: ProviderExtractor = {
  id: 'resy',
  provider: 'Resy',
  classification: 'ota',
  filters: [{ senderDomains: ['resy.com'] }],
  extract,
};
