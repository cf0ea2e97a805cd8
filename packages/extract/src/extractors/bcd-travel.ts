import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** BCD Travel itineraries. */
export const bcdTravel: ProviderExtractor = {
  id: 'bcd-travel',
  provider: 'BCD Travel',
  classification: 'tmc',
  filters: [{ senderDomains: ['bcdtravel.com', 'bcdtravel.de'] }],
  extract: tmcItineraryReader({
    segmentHeading: /^(AIR|FLIGHT|HOTEL|CAR|RAIL)\s{2,}/,
    travellerLabel: 'Traveler',
    tripLocatorLabel: 'Booking reference',
  }),
};
