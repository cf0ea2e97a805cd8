import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Corporate Traveller (Flight Centre Travel Group) itineraries. */
export const corporateTraveller: ProviderExtractor = {
  id: 'corporate-traveller',
  provider: 'Corporate Traveller',
  classification: 'tmc',
  filters: [{ senderDomains: ['corporatetraveller.com', 'corporatetraveller.com.au', 'corporatetraveller.co.uk'] }],
  extract: tmcItineraryReader({
    // "FLIGHT: Wednesday 09 December 2026" (the segment then names its flight on a "Flight:" line)
    segmentHeading: /^(FLIGHT|HOTEL|CAR|RAIL): /,
    travellerLabel: 'Traveller',
    tripLocatorLabel: 'Booking reference',
  }),
};
