import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { boatReservation } from './lib/reservations.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking reference|Bokningsnummer|Buchungsnummer',
    underName: 'Lead passenger',
    total: 'Total price',
  });
  const { reservationNumber } = header;
  if (!reservationNumber || !/^\d{6,10}$/.test(reservationNumber)) return [];
  const crossings: Reservation[] = [];
  // "Outbound: Holyhead - Dublin Port" (or "OUTBOUND :"), then Depart, Arrive and Ship rows.
  for (const block of blocksStartingWith(text, /^(?:Outbound|Return)\s*:\s+\S.* - \S/i)) {
    const route = /^(?:Outbound|Return)\s*:\s+(.+?)\s+-\s+(.+)$/i.exec(block.split('\n')[0] ?? '');
    const departureTime = parseDateTime(labelled(block, 'Depart') ?? '', input.date);
    if (!route || !departureTime) continue;
    crossings.push(
      boatReservation({
        ...header,
        name: labelled(block, 'Ship'),
        departureTerminal: route[1] ?? '',
        arrivalTerminal: route[2] ?? '',
        departureTime,
        arrivalTime: parseDateTime(labelled(block, 'Arrive') ?? '', input.date),
      }),
    );
  }
  return crossings;
}

/** Stena Line ferry booking confirmations. */
export const stenaLine: ProviderExtractor = {
  id: 'stena-line',
  provider: 'Stena Line',
  classification: 'direct',
  filters: [
    {
      senderDomains: [
        'stenaline.co.uk',
        'stenaline.com',
        'stenaline.ie',
        'stenaline.se',
        'stenaline.de',
        'stenaline.nl',
      ],
    },
  ],
  extract,
};
