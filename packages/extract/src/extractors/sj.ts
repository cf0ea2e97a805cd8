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
  const reservationNumber = capture(text, /(?:Bokningsnummer|Booking number):?\s+([A-Z0-9]{6,8})\b/i);
  if (!reservationNumber) return [];
  const underName = labelled(text, 'Resenär|Traveller|Passenger');
  const price = parsePrice(labelled(text, 'Totalt|Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const trains: Reservation[] = [];
  // Each journey is headed "Stockholm C – Göteborg C", then day and train, times, coach and seat.
  for (const block of blocksStartingWith(text, /^[^\d\n]{2,60} – [^\d\n]{2,60}$/)) {
    const [head = ''] = block.split('\n');
    const [from, to] = head.split(' – ').map((s) => s.trim());
    const day = parseNamedDate(block, input.date);
    const dep = capture(block, /(?:Avg|Dep)\.?\s+(\d{1,2}:\d{2})/);
    const arr = capture(block, /(?:Ank|Arr)\.?\s+(\d{1,2}:\d{2})/);
    const seat = /(?:Vagn|Coach)\s+(\w+),\s*(?:plats|seat)\s+(\w+)/i.exec(block);
    if (!from || !to || !day || !dep) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep, arr);
    trains.push(
      trainReservation({
        reservationNumber,
        underName,
        price,
        status,
        trainNumber: capture(block, /\b(?:SJ\s+)?(?:Snabbtåg|Regional|InterCity|Nattåg|Euronight)?\s*(\d{2,5})\s*$/m),
        trainName: capture(block, /\b(SJ\s+(?:Snabbtåg|Regional|InterCity|Nattåg|Euronight))\b/),
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

/** SJ (Swedish railways) booking confirmations. */
export const sj: ProviderExtractor = {
  id: 'sj',
  provider: 'SJ',
  classification: 'direct',
  filters: [{ senderDomains: ['sj.se'] }],
  extract,
};
