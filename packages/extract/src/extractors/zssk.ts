import { labelledStopsReader } from './lib/labelled-stops.js';
import type { ProviderExtractor } from './types.js';

// "Cesta tam: piatok 11.12.2026", "Odchod: Bratislava hl.st. 06:10", "Vlak: IC 501", "Vozeň 3, Miesto 52".
const extract = labelledStopsReader({
  reservationNumber: 'Číslo dokladu|Document number',
  underName: 'Cestujúci|Passenger',
  total: 'Cena spolu|Total price',
  journeyStart: /^(?:Cesta tam|Cesta späť|Outward|Return):/,
  departure: 'Odchod|Departure',
  arrival: 'Príchod|Arrival',
  train: 'Vlak|Train',
  coach: /(?:Vozeň|Coach)\s+(\w+)/,
  seat: /(?:Miesto|Seat)\s+(\w+)/,
});

/** ZSSK (Slovak railways) ticket purchase confirmations. */
export const zssk: ProviderExtractor = {
  id: 'zssk',
  provider: 'ZSSK',
  classification: 'direct',
  filters: [{ senderDomains: ['zssk.sk', 'slovakrail.sk'] }],
  extract,
};
