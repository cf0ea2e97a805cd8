import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Direct Travel itineraries. */
export const directTravel: ProviderExtractor = {
  id: 'direct-travel',
  provider: 'Direct Travel',
  classification: 'tmc',
  filters: [{ senderDomains: ['directtravel.com'] }],
  extract: tmcItineraryReader({
    // "AIR - Monday, December 14, 2026"
    segmentHeading: /^(AIR|HOTEL|CAR|RAIL) - /,
    travellerLabel: 'Traveler',
    tripLocatorLabel: 'Record Locator',
  }),
};
