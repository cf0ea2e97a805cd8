import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** ATPI travel management itineraries. */
export const atpi: ProviderExtractor = {
  id: 'atpi',
  provider: 'ATPI',
  classification: 'tmc',
  filters: [{ senderDomains: ['atpi.com'] }],
  extract: tmcItineraryReader({
    // "FLIGHT | Tue 08 Dec 2026"
    segmentHeading: /^(FLIGHT|HOTEL|CAR|RAIL) \| /,
    travellerLabel: 'Passenger',
    tripLocatorLabel: 'ATPI reference',
  }),
};
