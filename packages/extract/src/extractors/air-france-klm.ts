import { CLOCK, parseNamedDate } from './lib/dates.js';
import { airportRef, flightDesignator } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "09:20  Amsterdam, Schiphol (AMS)"
const STOP = new RegExp(String.raw`^(${CLOCK})\s+(.+\([A-Z]{3}\))\s*$`, 'gm');

const extract = flightBlocksReader({
  reservationNumber: 'Booking code|Code de réservation|Boekingscode',
  underName: 'Passengers|Passagers|Passagiers',
  total: 'Total amount paid|Montant total payé|Totaal betaald bedrag',
  flightStart: /^(?:Flight|Vol|Vlucht) \d+\s*$/,
  flight: (block, input) => {
    const day = parseNamedDate(block, input.date);
    const [dep, arr] = [...block.matchAll(STOP)];
    const service = block.split('\n').find((l) => /^(?:KL|AF|HV|TO|A5|DB|WA)\d{1,4}\b/.test(l)) ?? '';
    if (!dep || !arr || !day) return undefined;
    return {
      ...flightDesignator(service),
      airlineName: capture(service, /(?:Operated by|Opéré par|Uitgevoerd door)\s+([^·]+)/),
      ...legOnDay(day, [dep[1], airportRef(dep[2])], [arr[1], airportRef(arr[2])]),
    };
  },
});

/** Air France and KLM booking confirmations (one booking platform, English, French or Dutch). */
export const airFranceKlm: ProviderExtractor = {
  id: 'air-france-klm',
  provider: 'Air France-KLM',
  classification: 'direct',
  filters: [{ senderDomains: ['klm.com', 'klm.nl', 'airfrance.com', 'airfrance.fr', 'service.airfrance.com'] }],
  extract,
};
