import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Wien Hbf   ab 07:25   Bahnsteig 9   RJX 662"
const ROW = /^(\S.*?)\s{2,}(ab|an)\s+(\d{1,2}:\d{2})(?:\s+(?:Bahnsteig|Gleis)\s+(\S+))?(?:\s+([A-Z]{1,4}\s?\d+))?/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Buchungscode|Booking code');
  const underName = labelled(text, 'Reisende/r|Reisende|Passenger');
  const price = parsePrice(labelled(text, 'Gesamtpreis|Total price') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Hinfahrt|Rückfahrt|Outward|Return)\b.*\d{2}\.\d{2}\.\d{4}/)) {
    const day = parseNumericDate(block.split('\n')[0] ?? '');
    const rows = [...block.matchAll(ROW)];
    for (let i = 0; i + 1 < rows.length; i += 2) {
      const dep = rows[i];
      const arr = rows[i + 1];
      if (!dep || !arr) continue;
      // A coach and seat line belongs to the leg above it.
      const after = block.slice((arr.index ?? 0) + arr[0].length, rows[i + 2]?.index);
      legs.push(
        trainReservation({
          reservationNumber,
          underName,
          price,
          status,
          trainNumber: dep[5],
          departureStation: dep[1] ?? '',
          arrivalStation: arr[1] ?? '',
          departureTime: atTime(day, dep[3]),
          arrivalTime: atTime(day, arr[3]),
          departurePlatform: dep[4],
          arrivalPlatform: arr[4],
          coach: capture(after, /Wagen\s+(\w+)/),
          seat: capture(after, /Platz\s+(\w+)/),
        }),
      );
    }
  }
  return legs;
}

/** ÖBB (Austrian Federal Railways) online tickets. */
export const oebb: ProviderExtractor = {
  id: 'oebb',
  provider: 'ÖBB',
  classification: 'direct',
  filters: [{ senderDomains: ['oebb.at'] }],
  extract,
};
