import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { busReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking number|Buchungsnummer',
    underName: 'Passenger|Fahrgast',
    total: 'Total|Gesamt',
  });
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Outbound|Return|Hinfahrt|Rückfahrt):/)) {
    const day = parseNumericDate(block.split('\n')[0] ?? '');
    const [dep, arr] = [...block.matchAll(/^(\d{1,2}:\d{2})\s+(\S.*)$/gm)];
    if (!dep || !arr) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    legs.push(
      busReservation({
        ...header,
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
