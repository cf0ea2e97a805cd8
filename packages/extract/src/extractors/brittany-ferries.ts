import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { boatReservation } from './lib/reservations.js';
import { sailingRows } from './lib/rows.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Booking reference:?\s+(\d{6,10})\b/i);
  if (!reservationNumber) return [];
  const underName = labelled(text, 'Lead passenger');
  const price = parsePrice(capture(text, /^Total:?\s+(.+)$/m) ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  return sailingRows(text).map((row) =>
    boatReservation({
      reservationNumber,
      underName,
      price,
      status,
      name: row.ship,
      departureTerminal: row.from,
      arrivalTerminal: row.to,
      departureTime: parseDateTime(row.departure),
      arrivalTime: parseDateTime(row.arrival),
    }),
  );
}

/** Brittany Ferries booking confirmations (sailing table). */
export const brittanyFerries: ProviderExtractor = {
  id: 'brittany-ferries',
  provider: 'Brittany Ferries',
  classification: 'direct',
  filters: [{ senderDomains: ['brittanyferries.com', 'brittany-ferries.co.uk', 'brittany-ferries.fr'] }],
  extract,
};
