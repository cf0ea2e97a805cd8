import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { boatReservation } from './lib/reservations.js';
import { blocksStartingWith, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking reference|Bokningsnummer|Buchungsnummer');
  if (!reservationNumber || !/^\d{6,10}$/.test(reservationNumber)) return [];
  const underName = labelled(text, 'Lead passenger');
  const price = parsePrice(labelled(text, 'Total price') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const crossings: Reservation[] = [];
  // "Outbound: Holyhead - Dublin Port", then Depart, Arrive and Ship rows.
  for (const block of blocksStartingWith(text, /^(?:Outbound|Return):\s+\S.* - \S/)) {
    const route = /^(?:Outbound|Return):\s+(.+?)\s+-\s+(.+)$/.exec(block.split('\n')[0] ?? '');
    const departureTime = parseDateTime(labelled(block, 'Depart') ?? '', input.date);
    if (!route || !departureTime) continue;
    crossings.push(
      boatReservation({
        reservationNumber,
        underName,
        price,
        status,
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
