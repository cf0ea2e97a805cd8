import type { Reservation } from '../schema/reservation.js';
import { labelled } from './lib/fields.js';
import { personFromFamilyFirst } from './lib/names.js';
import { readSegments } from './lib/segments.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const traveler = labelled(text, 'Traveler');
  return readSegments(text, /^(Flight|Hotel|Car|Rail|Train) - /, {
    // GDS-style names come family name first ("SMITH/JOHN MR").
    underName: traveler?.includes('/') ? personFromFamilyFirst(traveler) : traveler,
    tripLocator: labelled(text, 'Itinerary number'),
    reference: input.date,
    status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
  });
}

/** Egencia booking confirmations and itineraries. */
export const egencia: ProviderExtractor = {
  id: 'egencia',
  provider: 'Egencia',
  classification: 'tmc',
  filters: [{ senderDomains: ['egencia.com', 'egencia.co.uk', 'egencia.de'] }],
  extract,
};
