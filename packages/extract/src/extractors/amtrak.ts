import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Depart 8:05 AM  New York (Moynihan Train Hall), NY (NYP)": the station code closes the line.
const STOP = (label: string) =>
  new RegExp(`^${label}\\s+(\\d{1,2}:\\d{2}\\s*[AP]M)\\s+(.+?)(?:\\s+\\(([A-Z]{3})\\))?\\s*$`, 'im');

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Reservation Number\s*[-:#]\s*([A-Z0-9]{6})/i);
  const underName = labelled(text, 'Passenger');
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Train \d+/)) {
    const head = /^Train (\d+)\s*(.*)$/m.exec(block);
    const day = parseNamedDate(block, input.date);
    const dep = STOP('Depart').exec(block);
    const arr = STOP('Arrive').exec(block);
    if (!head || !dep || !arr) continue;
    const departureTime = atTime(day, dep[1]);
    let arrivalTime = atTime(day, arr[1]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    legs.push(
      trainReservation({
        reservationNumber,
        underName,
        price,
        status,
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
