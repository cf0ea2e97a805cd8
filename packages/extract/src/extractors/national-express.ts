import { busJourneysReader } from './lib/bus-journeys.js';
import { CLOCK } from './lib/dates.js';
import { labelled, stackedCells } from './lib/fields.js';
import type { ProviderExtractor } from './types.js';

// "Depart Sat 17 Oct 2026 08:30 London Victoria Coach Station": the row's cells on one line.
const STOP = new RegExp(String.raw`^(.+?${CLOCK})\s+(.+)$`);

/**
 * One cell of a stop row: the day and time (1) or the stop (2); where the page lays the table out in blocks, the label,
 * the day and time and the stop each stand on a line of their own.
 */
function stopCell(label: string, cell: 1 | 2): (block: string) => string | undefined {
  return (block) => (STOP.exec(labelled(block, label) ?? '') ?? STOP.exec(stackedCells(block, label, 2) ?? ''))?.[cell];
}

const extract = busJourneysReader({
  reservationNumber: /Booking reference:?\s+([A-Z]{2}\d{6})\b/,
  underName: 'Lead passenger',
  total: 'Total paid',
  journeyStart: /^(?:Outward|Return) journey\s*$/,
  departureStop: stopCell('Depart', 2),
  arrivalStop: stopCell('Arrive', 2),
  departs: stopCell('Depart', 1),
  arrives: stopCell('Arrive', 1),
  service: 'Service',
  busName: 'National Express',
});

/** National Express coach booking confirmations. */
export const nationalExpress: ProviderExtractor = {
  id: 'national-express',
  provider: 'National Express',
  classification: 'direct',
  filters: [{ senderDomains: ['nationalexpress.com'] }],
  extract,
};
