import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Corporate Traveller (Flight Centre Travel Group) itineraries. */
export const corporateTraveller: ProviderExtractor = {
  id: 'corporate-traveller',
  provider: 'Corporate Traveller',
  classification: 'tmc',
  filters: [{ senderDomains: ['corporatetraveller.com', 'corporatetraveller.com.au', 'corporatetraveller.co.uk'] }],
  extract: tmcItineraryReader({
    // "FLIGHT: Wednesday 09 December 2026": the kind and the segment's weekday and day, so that the "Flight:" line
    // naming the flight, in whatever case, is no heading.
    segmentHeading: /^(FLIGHT|HOTEL|CAR|RAIL)[ \t]*:[ \t]*(?=(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\p{L}*,?[ \t]+\d)/iu,
    travellerLabel: 'Traveller',
    tripLocatorLabel: 'Booking reference',
  }),
};
