import type { Reservation } from '../schema/reservation.js';
import { parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /(?:Order number|Tilausnumero):?\s+(\d{6,12})\b/i);
  if (!reservationNumber) return [];
  const price = parsePrice(capture(text, /^(?:Total|Yhteensä):?\s+(.+)$/im) ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const trains: Reservation[] = [];
  // Each journey: "Helsinki – Tampere", "Thu 22.10.2026 08:00 → 09:48", "IC 27 Car 4, seat 56", the passenger.
  for (const block of blocksStartingWith(text, /^[^\d\n]{2,60} – [^\d\n]{2,60}$/)) {
    const [head = ''] = block.split('\n');
    const [from, to] = head.split(' – ').map((s) => s.trim());
    const times = /(\d{1,2}\.\d{1,2}\.\d{4})\s+(\d{1,2}:\d{2})\s+→\s+(\d{1,2}:\d{2})/.exec(block);
    const train = /^((?:IC|S|Pendolino|H|P|AE)\s?\d{1,5})\s+(?:Car|Vaunu)\s+(\w+),\s*(?:seat|paikka)\s+(\w+)/im.exec(
      block,
    );
    if (!from || !to || !times) continue;
    const [departureTime, arrivalTime] = legTimes(parseNumericDate(times[1] ?? ''), times[2], times[3]);
    trains.push(
      trainReservation({
        reservationNumber,
        underName: labelled(block, 'Passenger|Matkustaja')?.replace(/,.*$/, ''),
        price,
        status,
        trainNumber: train?.[1],
        departureStation: from,
        arrivalStation: to,
        departureTime,
        arrivalTime,
        coach: train?.[2],
        seat: train?.[3],
      }),
    );
  }
  return trains;
}

/** VR (Finnish railways) order confirmations. */
export const vr: ProviderExtractor = {
  id: 'vr',
  provider: 'VR',
  classification: 'direct',
  filters: [{ senderDomains: ['vr.fi'] }],
  extract,
};
