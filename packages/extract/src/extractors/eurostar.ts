import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

const STOP = /^(\S.*?)\s{2,}(\d{1,2}:\d{2})\s*$/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking reference');
  const underName = labelled(text, 'Passengers?');
  const price = parsePrice(labelled(text, 'Total paid|Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Outbound|Return|Aller|Retour):/)) {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const [dep, arr] = [...block.matchAll(STOP)];
    if (!dep || !arr) continue;
    const departureTime = atTime(day, dep[2]);
    let arrivalTime = atTime(day, arr[2]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    legs.push(
      trainReservation({
        reservationNumber,
        underName,
        price,
        status,
        trainNumber: capture(block, /^Train\s+(\d+)/m),
        departureStation: dep[1] ?? '',
        arrivalStation: arr[1] ?? '',
        departureTime,
        arrivalTime,
        coach: capture(block, /Coach\s+(\w+)/),
        seat: capture(block, /Seat\s+(\w+)/),
      }),
    );
  }
  return legs;
}

/** Eurostar booking confirmations. */
export const eurostar: ProviderExtractor = {
  id: 'eurostar',
  provider: 'Eurostar',
  classification: 'direct',
  filters: [{ senderDomains: ['eurostar.com'] }],
  extract,
};
