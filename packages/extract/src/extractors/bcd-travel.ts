import type { Reservation } from '../schema/reservation.js';
import { labelled } from './lib/fields.js';
import { personFromFamilyFirst } from './lib/names.js';
import { readSegments } from './lib/segments.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const traveler = labelled(text, 'Traveler');
  return readSegments(text, /^(AIR|FLIGHT|HOTEL|CAR|RAIL)\s{2,}/, {
    // GDS-style names come family name first ("SMITH/JOHN MR").
    underName: traveler?.includes('/') ? personFromFamilyFirst(traveler) : traveler,
    tripLocator: labelled(text, 'Booking reference'),
    reference: input.date,
    status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
  });
}

/** BCD Travel itineraries. */
export const bcdTravel: ProviderExtractor = {
  id: 'bcd-travel',
  provider: 'BCD Travel',
  classification: 'tmc',
  filters: [{ senderDomains: ['bcdtravel.com', 'bcdtravel.de'] }],
  extract,
};
