import { CLOCK, parseNamedDate } from './lib/dates.js';
import { datedJourneysReader } from './lib/rail-journey.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

/** A stop and its clock, 24-hour or on twelve hours: `London St Pancras Int'l    8:01 AM`. */
const STOP = new RegExp(String.raw`^(\S.*?)\s{2,}(${CLOCK})\s*$`, 'gm');

const extract = datedJourneysReader({
  reservationNumber: 'Booking reference',
  underName: 'Passengers?',
  total: 'Total paid|Total',
  journeyStart: /^(?:Outbound|Return|Aller|Retour):/,
  day: (firstLine, input) => parseNamedDate(firstLine, input.date),
  leg: (block) => {
    const [dep, arr] = [...block.matchAll(STOP)];
    if (!dep || !arr) return undefined;
    return {
      trainNumber: capture(block, /^Train\s+(\d+)/m),
      departureStation: dep[1] ?? '',
      arrivalStation: arr[1] ?? '',
      departureClock: dep[2],
      arrivalClock: arr[2],
      coach: capture(block, /Coach\s+(\w+)/),
      seat: capture(block, /Seat\s+(\w+)/),
    };
  },
});

/** Eurostar booking confirmations. */
export const eurostar: ProviderExtractor = {
  id: 'eurostar',
  provider: 'Eurostar',
  classification: 'direct',
  filters: [{ senderDomains: ['eurostar.com'] }],
  extract,
};
