import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Transaction ID|Booking reference');
  const underName = labelled(text, 'Passenger');
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Outward|Return) journey:/)) {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const dep = /^Depart:\s*(\d{1,2}:\d{2})\s+(.+)$/m.exec(block);
    const arr = /^Arrive:\s*(\d{1,2}:\d{2})\s+(.+)$/m.exec(block);
    if (!dep || !arr) continue;
    // The train operator follows the arrival line.
    const operator = block
      .slice((arr.index ?? 0) + arr[0].length)
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean);
    const departureTime = atTime(day, dep[1]);
    let arrivalTime = atTime(day, arr[1]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    legs.push(
      trainReservation({
        reservationNumber,
        underName,
        price,
        status,
        trainName: operator && !/^Coach/i.test(operator) ? operator : undefined,
        departureStation: dep[2]?.trim() ?? '',
        arrivalStation: arr[2]?.trim() ?? '',
        departureTime,
        arrivalTime,
        coach: capture(block, /Coach\s+(\w+)/),
        seat: capture(block, /Seat\s+(\w+)/),
      }),
    );
  }
  return legs;
}

/** Trainline booking confirmations (UK and European rail). */
export const trainline: ProviderExtractor = {
  id: 'trainline',
  provider: 'Trainline',
  classification: 'ota',
  filters: [{ senderDomains: ['thetrainline.com', 'trainline.com', 'trainline.eu'] }],
  extract,
};
