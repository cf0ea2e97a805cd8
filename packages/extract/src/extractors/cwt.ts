import type { Reservation } from '../schema/reservation.js';
import { labelled } from './lib/fields.js';
import { personFromFamilyFirst } from './lib/names.js';
import { readSegments } from './lib/segments.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const traveler = labelled(text, 'Traveller');
  return readSegments(text, /^(FLIGHT|HOTEL|CAR|RAIL)\s{2,}/, {
    // GDS-style names come family name first ("SMITH/JOHN MR").
    underName: traveler?.includes('/') ? personFromFamilyFirst(traveler) : traveler,
    tripLocator: labelled(text, 'Reservation code'),
    reference: input.date,
    status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
  });
}

/** CWT (formerly Carlson Wagonlit Travel) itineraries. */
export const cwt: ProviderExtractor = {
  id: 'cwt',
  provider: 'CWT',
  classification: 'tmc',
  filters: [{ senderDomains: ['mycwt.com', 'cwt.com', 'carlsonwagonlit.com'] }],
  extract,
};
