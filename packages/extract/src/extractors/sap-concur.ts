import type { Reservation } from '../schema/reservation.js';
import { labelled } from './lib/fields.js';
import { personFromFamilyFirst } from './lib/names.js';
import { readSegments } from './lib/segments.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const traveler = labelled(text, 'Traveler');
  return readSegments(text, /^(Air|Hotel|Car|Rail) - /, {
    // GDS-style names come family name first ("EVANS/MARK").
    underName: traveler?.includes('/') ? personFromFamilyFirst(traveler) : traveler,
    tripLocator: labelled(text, 'Record Locator'),
    reference: input.date,
    status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
  });
}

/** SAP Concur travel itineraries. */
export const sapConcur: ProviderExtractor = {
  id: 'sap-concur',
  provider: 'SAP Concur',
  classification: 'tmc',
  filters: [{ senderDomains: ['concursolutions.com', 'concur.com'] }],
  extract,
};
