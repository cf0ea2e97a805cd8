import { CLOCK } from './lib/dates.js';
import { stationRowsReader } from './lib/rail-journey.js';
import type { ProviderExtractor } from './types.js';

// "Wien Hbf   ab 07:25   Bahnsteig 9   RJX 662", the clock 24-hour or on twelve hours.
const ROW = new RegExp(
  String.raw`^(\S.*?)\s{2,}(ab|an)\s+(${CLOCK})(?:\s+(?:Bahnsteig|Gleis)\s+(\S+))?(?:\s+([A-Z]{1,4}\s?\d+))?`,
  'gm',
);

const extract = stationRowsReader({
  reservationNumber: 'Buchungscode|Booking code',
  underName: 'Reisende/r|Reisende|Passenger',
  total: 'Gesamtpreis|Total price',
  // "Hinfahrt: Fr., 06.03.2026", the day also as "2026-03-06" or "6 Mar 2026"; the heading in any case.
  journeyStart:
    /^(?:Hinfahrt|Rückfahrt|Outward|Return)\b.*(?:\d{2}\.\d{2}\.\d{4}|\d{4}-\d{2}-\d{2}|\b\d{1,2}\.? \p{L}{3,}\.? \d{4})/iu,
  row: ROW,
  coach: /Wagen\s+(\w+)/,
  seat: /Platz\s+(\w+)/,
});

/** ÖBB (Austrian Federal Railways) online tickets. */
export const oebb: ProviderExtractor = {
  id: 'oebb',
  provider: 'ÖBB',
  classification: 'direct',
  filters: [{ senderDomains: ['oebb.at'] }],
  extract,
};
