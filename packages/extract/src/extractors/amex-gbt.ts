import type { Reservation } from '../schema/reservation.js';
import { labelled } from './lib/fields.js';
import { personFromFamilyFirst } from './lib/names.js';
import { readSegments } from './lib/segments.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const traveler = labelled(text, 'Traveler');
  return readSegments(text, /^(AIR|HOTEL|CAR|RAIL) - /, {
    // GDS-style names come family name first ("SMITH/JOHN MR").
    underName: traveler?.includes('/') ? personFromFamilyFirst(traveler) : traveler,
    tripLocator: labelled(text, 'Agency Record Locator'),
    reference: input.date,
    status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
  });
}

/** Amex GBT travel itineraries: AIR, HOTEL, CAR and RAIL segments under dated headings. */
export const amexGbt: ProviderExtractor = {
  id: 'amex-gbt',
  provider: 'American Express Global Business Travel',
  classification: 'tmc',
  filters: [{ senderDomains: ['amexgbt.com', 'amextravel.com'] }],
  extract,
};
