import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Travel Leaders itineraries. */
export const travelLeaders: ProviderExtractor = {
  id: 'travel-leaders',
  provider: 'Travel Leaders',
  classification: 'tmc',
  filters: [{ senderDomains: ['travelleaders.com'] }],
  extract: tmcItineraryReader({
    // "AIR / Tuesday, December 15, 2026"
    segmentHeading: /^(AIR|HOTEL|CAR|RAIL) \/ /,
    travellerLabel: 'Traveler',
    tripLocatorLabel: 'Reservation number',
  }),
};
