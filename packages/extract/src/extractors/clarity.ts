import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Clarity Travel itineraries. */
export const clarity: ProviderExtractor = {
  id: 'clarity',
  provider: 'Clarity Travel',
  classification: 'tmc',
  filters: [{ senderDomains: ['clarity.co.uk'] }],
  extract: tmcItineraryReader({
    // "RAIL: Wednesday 09 December 2026": the kind and the segment's weekday and day, so that a "Hotel:" line naming
    // the hotel, in whatever case, is no heading.
    segmentHeading: /^(AIR|HOTEL|CAR|RAIL)[ \t]*:[ \t]*(?=(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\p{L}*,?[ \t]+\d)/iu,
    travellerLabel: 'Traveller',
    tripLocatorLabel: 'Clarity reference',
  }),
};
