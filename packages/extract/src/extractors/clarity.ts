import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Clarity Travel itineraries. */
export const clarity: ProviderExtractor = {
  id: 'clarity',
  provider: 'Clarity Travel',
  classification: 'tmc',
  filters: [{ senderDomains: ['clarity.co.uk'] }],
  extract: tmcItineraryReader({
    // "RAIL: Wednesday 09 December 2026"
    segmentHeading: /^(AIR|HOTEL|CAR|RAIL): /,
    travellerLabel: 'Traveller',
    tripLocatorLabel: 'Clarity reference',
  }),
};
