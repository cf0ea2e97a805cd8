import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Depart 8:05 AM  New York (Moynihan Train Hall), NY (NYP)": the station code closes the line.
const STOP = (label: string) =>
  new RegExp(`^${label}\\s+(\\d{1,2}:\\d{2}\\s*[AP]M)\\s+(.+?)(?:\\s+\\(([A-Z]{3})\\))?\\s*$`, 'im');

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: (text) => capture(text, /Reservation Number\s*[-:#]\s*([A-Z0-9]{6})/i),
    underName: 'Passenger',
    total: 'Total',
  });
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Train \d+/)) {
    const head = /^Train (\d+)\s*(.*)$/m.exec(block);
    const day = parseNamedDate(block, input.date);
    const dep = STOP('Depart').exec(block);
    const arr = STOP('Arrive').exec(block);
    if (!head || !dep || !arr) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    legs.push(
      trainReservation({
        ...header,
        ticketNumber: labelled(text, 'eTicket'),
        trainNumber: head[1],
        trainName: head[2]?.trim(),
        departureStation: dep[2] ?? '',
        arrivalStation: arr[2] ?? '',
        departureTime,
        arrivalTime,
      }),
    );
  }
  return legs;
}

/** Amtrak eTicket and receipt mails. */
export const amtrak: ProviderExtractor = {
  id: 'amtrak',
  provider: 'Amtrak',
  classification: 'direct',
  filters: [{ senderDomains: ['amtrak.com'] }],
  extract,
};
