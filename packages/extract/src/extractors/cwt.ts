import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** CWT (formerly Carlson Wagonlit Travel) itineraries. */
export const cwt: ProviderExtractor = {
  id: 'cwt',
  provider: 'CWT',
  classification: 'tmc',
  filters: [{ senderDomains: ['mycwt.com', 'cwt.com', 'carlsonwagonlit.com'] }],
  extract: tmcItineraryReader({
    segmentHeading: /^(FLIGHT|HOTEL|CAR|RAIL)\s{2,}/,
    travellerLabel: 'Traveller',
    tripLocatorLabel: 'Reservation code',
  }),
};
