import { parseNamedDate } from './lib/dates.js';
import { datedJourneysReader } from './lib/rail-journey.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const extract = datedJourneysReader({
  reservationNumber: 'Transaction ID|Booking reference',
  underName: 'Passenger',
  total: 'Total',
  journeyStart: /^(?:Outward|Return) journey:/,
  day: (firstLine, input) => parseNamedDate(firstLine, input.date),
  leg: (block) => {
    const dep = /^Depart:\s*(\d{1,2}:\d{2})\s+(.+)$/m.exec(block);
    const arr = /^Arrive:\s*(\d{1,2}:\d{2})\s+(.+)$/m.exec(block);
    if (!dep || !arr) return undefined;
    // The train operator follows the arrival line.
    const operator = block
      .slice((arr.index ?? 0) + arr[0].length)
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean);
    return {
      trainName: operator && !/^Coach/i.test(operator) ? operator : undefined,
      departureStation: dep[2]?.trim() ?? '',
      arrivalStation: arr[2]?.trim() ?? '',
      departureClock: dep[1],
      arrivalClock: arr[1],
      coach: capture(block, /Coach\s+(\w+)/),
      seat: capture(block, /Seat\s+(\w+)/),
    };
  },
});

/** Trainline booking confirmations (UK and European rail). */
export const trainline: ProviderExtractor = {
  id: 'trainline',
  provider: 'Trainline',
  classification: 'ota',
  filters: [
    { senderDomains: ['thetrainline.com', 'trainline.com', 'trainline.eu'] },
    // A confirmation kept without its mail's headers: its French footer names the group that sent it.
    { content: /\bLe groupe Trainline vous a envoyé/i },
  ],
  extract,
};
