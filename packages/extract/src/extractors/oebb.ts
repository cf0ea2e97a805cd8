import { stationRowsReader } from './lib/rail-journey.js';
import type { ProviderExtractor } from './types.js';

// "Wien Hbf   ab 07:25   Bahnsteig 9   RJX 662"
const ROW = /^(\S.*?)\s{2,}(ab|an)\s+(\d{1,2}:\d{2})(?:\s+(?:Bahnsteig|Gleis)\s+(\S+))?(?:\s+([A-Z]{1,4}\s?\d+))?/gm;

const extract = stationRowsReader({
  reservationNumber: 'Buchungscode|Booking code',
  underName: 'Reisende/r|Reisende|Passenger',
  total: 'Gesamtpreis|Total price',
  journeyStart: /^(?:Hinfahrt|Rückfahrt|Outward|Return)\b.*\d{2}\.\d{2}\.\d{4}/,
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
