import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { busReservation } from './lib/reservations.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Depart Sat 17 Oct 2026 08:30 London Victoria Coach Station": the row's cells on one line.
const STOP = /^(.+?\d{1,2}:\d{2})\s+(.+)$/;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Booking reference:?\s+([A-Z]{2}\d{6})\b/,
    underName: 'Lead passenger',
    total: 'Total paid',
  });
  if (!header.reservationNumber) return [];
  const rides: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Outward|Return) journey\s*$/)) {
    const depart = STOP.exec(labelled(block, 'Depart') ?? '');
    const arrive = STOP.exec(labelled(block, 'Arrive') ?? '');
    const departureTime = parseDateTime(depart?.[1] ?? '', input.date);
    if (!depart || !arrive || !departureTime) continue;
    rides.push(
      busReservation({
        ...header,
        busNumber: labelled(block, 'Service'),
        busName: 'National Express',
        departureBusStop: depart[2] ?? '',
        arrivalBusStop: arrive[2] ?? '',
        departureTime,
        arrivalTime: parseDateTime(arrive[1] ?? '', input.date),
      }),
    );
  }
  return rides;
}

/** National Express coach booking confirmations. */
export const nationalExpress: ProviderExtractor = {
  id: 'national-express',
  provider: 'National Express',
  classification: 'direct',
  filters: [{ senderDomains: ['nationalexpress.com'] }],
  extract,
};
