import type { Reservation } from '../schema/reservation.js';
import { parseNamedDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /(?:Ordrenummer|Order number):?\s+(\d{6,12})\b/i);
  if (!reservationNumber) return [];
  const underName = labelled(text, 'Rejsende|Traveller|Passenger');
  const price = parsePrice(labelled(text, 'I alt|Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const trains: Reservation[] = [];
  // "København H – Aarhus H", then "fre. 13. nov. 2026 IC 133", "Afg. 09:00 Ank. 11:52", "Vogn 3, plads 45".
  for (const block of blocksStartingWith(text, /^[^\d\n]{2,60} – [^\d\n]{2,60}$/)) {
    const [head = ''] = block.split('\n');
    const [from, to] = head.split(' – ').map((s) => s.trim());
    const day = parseNamedDate(block, input.date);
    const dep = capture(block, /(?:Afg|Dep)\.?\s+(\d{1,2}[:.]\d{2})/);
    const arr = capture(block, /(?:Ank|Arr)\.?\s+(\d{1,2}[:.]\d{2})/);
    const seat = /(?:Vogn|Coach)\s+(\w+),\s*(?:plads|seat)\s+(\w+)/i.exec(block);
    if (!from || !to || !day || !dep) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep.replace('.', ':'), arr?.replace('.', ':'));
    trains.push(
      trainReservation({
        reservationNumber,
        underName,
        price,
        status,
        trainNumber: capture(block, /\b((?:IC|ICL|Lyn|RE|EC|ICE|SJ)\s?\d{1,5})\b/),
        departureStation: from,
        arrivalStation: to,
        departureTime,
        arrivalTime,
        coach: seat?.[1],
        seat: seat?.[2],
      }),
    );
  }
  return trains;
}

/** DSB (Danish railways) purchase receipts. */
export const dsb: ProviderExtractor = {
  id: 'dsb',
  provider: 'DSB',
  classification: 'direct',
  filters: [{ senderDomains: ['dsb.dk'] }],
  extract,
};
