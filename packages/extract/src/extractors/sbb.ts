import { CLOCK } from './lib/dates.js';
import { stationRowsReader } from './lib/rail-journey.js';
import type { ProviderExtractor } from './types.js';

// "Zürich HB   ab 08:02   Gleis 31   IC 8" (German), "dép."/"arr." and "voie" (French), "dep"/"arr" and "platform".
const ROW = new RegExp(
  String.raw`^(\S.*?)\s{2,}(ab|an|dép\.?|arr\.?|dep|arr)\s+(${CLOCK})(?:\s+(?:Gleis|Voie|Platform|Binario)\s+(\S+))?(?:\s+([A-Z]{1,4}\s?\d+))?`,
  'gim',
);

const extract = stationRowsReader({
  reservationNumber: 'Auftragsnummer|Numéro de commande|Order number',
  underName: 'Reisende|Voyageur|Traveller',
  total: /^Total\s+(.+)$/m,
  journeyStart: /^(?:Hinfahrt|Rückfahrt|Aller|Retour|Outward|Return)\b.*\d{2}\.\d{2}\.\d{4}/,
  row: ROW,
});

/** SBB tickets bought online (German, French or English mails). */
export const sbb: ProviderExtractor = {
  id: 'sbb',
  provider: 'SBB',
  classification: 'direct',
  filters: [{ senderDomains: ['sbb.ch'] }],
  extract,
};
