import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNumericDate, plusDays } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { busReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking number|Buchungsnummer');
  const underName = labelled(text, 'Passenger|Fahrgast');
  const price = parsePrice(labelled(text, 'Total|Gesamt') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Outbound|Return|Hinfahrt|Rückfahrt):/)) {
    const day = parseNumericDate(block.split('\n')[0] ?? '');
    const [dep, arr] = [...block.matchAll(/^(\d{1,2}:\d{2})\s+(\S.*)$/gm)];
    if (!dep || !arr) continue;
    const departureTime = atTime(day, dep[1]);
    let arrivalTime = atTime(day, arr[1]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    legs.push(
      busReservation({
        reservationNumber,
        underName,
        price,
        status,
        busName: 'FlixBus',
        busNumber: capture(block, /(?:Line|Linie)\s+(\w+)/),
        departureBusStop: dep[2]?.trim() ?? '',
        arrivalBusStop: arr[2]?.trim() ?? '',
        departureTime,
        arrivalTime,
        seat: capture(block, /(?:Seat|Sitzplatz)\s+(\w+)/),
      }),
    );
  }
  return legs;
}

/** FlixBus booking confirmations. */
export const flixbus: ProviderExtractor = {
  id: 'flixbus',
  provider: 'FlixBus',
  classification: 'direct',
  filters: [{ senderDomains: ['flixbus.com', 'flixbus.de', 'flix.com'] }],
  extract,
};
