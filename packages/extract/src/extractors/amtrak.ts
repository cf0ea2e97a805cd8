import { parseNamedDate } from './lib/dates.js';
import { legTimes } from './lib/rows.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ProviderExtractor } from './types.js';

// "Depart 8:05 AM  New York (Moynihan Train Hall), NY (NYP)": the station code closes the line.
const STOP = (label: string) =>
  new RegExp(`^${label}\\s+(\\d{1,2}:\\d{2}\\s*[AP]M)\\s+(.+?)(?:\\s+\\(([A-Z]{3})\\))?\\s*$`, 'im');

const extract = trainBlocksReader({
  reservationNumber: /Reservation Number\s*[-:#]\s*([A-Z0-9]{6})/i,
  underName: 'Passenger',
  total: 'Total',
  ticketNumber: 'eTicket',
  journeyStart: /^Train \d+/,
  train: (block, input) => {
    const head = /^Train (\d+)\s*(.*)$/m.exec(block);
    const day = parseNamedDate(block, input.date);
    const dep = STOP('Depart').exec(block);
    const arr = STOP('Arrive').exec(block);
    if (!head || !dep || !arr) return undefined;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    return {
      trainNumber: head[1],
      trainName: head[2]?.trim(),
      departureStation: dep[2] ?? '',
      arrivalStation: arr[2] ?? '',
      departureTime,
      arrivalTime,
    };
  },
});

/** Amtrak eTicket and receipt mails. */
export const amtrak: ProviderExtractor = {
  id: 'amtrak',
  provider: 'Amtrak',
  classification: 'direct',
  filters: [{ senderDomains: ['amtrak.com'] }],
  extract,
};
