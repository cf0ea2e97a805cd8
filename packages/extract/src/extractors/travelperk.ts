import type { Reservation } from '../schema/reservation.js';
import { labelled } from './lib/fields.js';
import { personFromFamilyFirst } from './lib/names.js';
import { readSegments } from './lib/segments.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const traveler = labelled(text, 'Traveller|Traveler');
  return readSegments(text, /^(Flight|Hotel|Car|Train) · /, {
    // GDS-style names come family name first ("EVANS/MARK").
    underName: traveler?.includes('/') ? personFromFamilyFirst(traveler) : traveler,
    tripLocator: labelled(text, 'Trip ID'),
    reference: input.date,
    status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
  });
}

/** TravelPerk trip confirmations: flight, hotel, car and train segments. */
export const travelperk: ProviderExtractor = {
  id: 'travelperk',
  provider: 'TravelPerk',
  classification: 'tmc',
  filters: [{ senderDomains: ['travelperk.com'] }],
  extract,
};
