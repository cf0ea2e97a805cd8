import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { busReservation } from './lib/reservations.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Reservation number:?\s+([A-Z]{2}\d{6,9})\b/,
    underName: 'Passenger',
    total: /^Total:?\s+(.+)$/m,
  });
  if (!header.reservationNumber) return [];
  const rides: Reservation[] = [];
  // "Journey 1", then From / Departs / To / Arrives / Service rows ("Saturday 7 November 2026 at 07:00").
  for (const block of blocksStartingWith(text, /^Journey \d+\s*$/)) {
    const from = labelled(block, 'From');
    const to = labelled(block, 'To');
    const departureTime = parseDateTime(labelled(block, 'Departs') ?? '', input.date);
    if (!from || !to || !departureTime) continue;
    rides.push(
      busReservation({
        ...header,
        busNumber: labelled(block, 'Service'),
        busName: 'megabus',
        departureBusStop: from,
        arrivalBusStop: to,
        departureTime,
        arrivalTime: parseDateTime(labelled(block, 'Arrives') ?? '', input.date),
      }),
    );
  }
  return rides;
}

/** megabus (UK) coach booking confirmations. */
export const megabus: ProviderExtractor = {
  id: 'megabus',
  provider: 'megabus',
  classification: 'direct',
  filters: [{ senderDomains: ['megabus.com'] }],
  extract,
};
