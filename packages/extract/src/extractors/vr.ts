import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /(?:Order number|Tilausnumero):?\s+(\d{6,12})\b/i,
    total: /^(?:Total|Yhteensä):?\s+(.+)$/im,
  });
  if (!header.reservationNumber) return [];
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
        ...header,
        underName: labelled(block, 'Passenger|Matkustaja')?.replace(/,.*$/, ''),
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
