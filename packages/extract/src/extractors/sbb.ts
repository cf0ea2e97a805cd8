import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Zürich HB   ab 08:02   Gleis 31   IC 8" (German), "dép."/"arr." and "voie" (French), "dep"/"arr" and "platform".
const ROW =
  /^(\S.*?)\s{2,}(ab|an|dép\.?|arr\.?|dep|arr)\s+(\d{1,2}:\d{2})(?:\s+(?:Gleis|Voie|Platform|Binario)\s+(\S+))?(?:\s+([A-Z]{1,4}\s?\d+))?/gim;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Auftragsnummer|Numéro de commande|Order number');
  const underName = labelled(text, 'Reisende|Voyageur|Traveller');
  const price = parsePrice(capture(text, /^Total\s+(.+)$/m) ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(
    text,
    /^(?:Hinfahrt|Rückfahrt|Aller|Retour|Outward|Return)\b.*\d{2}\.\d{2}\.\d{4}/,
  )) {
    const day = parseNumericDate(block.split('\n')[0] ?? '');
    const rows = [...block.matchAll(ROW)];
    for (let i = 0; i + 1 < rows.length; i += 2) {
      const dep = rows[i];
      const arr = rows[i + 1];
      if (!dep || !arr) continue;
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
        }),
      );
    }
  }
  return legs;
}

/** SBB tickets bought online (German, French or English mails). */
export const sbb: ProviderExtractor = {
  id: 'sbb',
  provider: 'SBB',
  classification: 'direct',
  filters: [{ senderDomains: ['sbb.ch'] }],
  extract,
};
