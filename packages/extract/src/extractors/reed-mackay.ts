import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Reed & Mackay travel management itineraries. */
export const reedMackay: ProviderExtractor = {
  id: 'reed-mackay',
  provider: 'Reed & Mackay',
  classification: 'tmc',
  filters: [{ senderDomains: ['reed-mackay.com', 'reedmackay.com'] }],
  extract: tmcItineraryReader({
    // "RAIL   Thursday 10 December 2026"
    segmentHeading: /^(AIR|HOTEL|CAR|RAIL)\s{2,}/,
    travellerLabel: 'Traveller',
    tripLocatorLabel: 'Booking reference',
  }),
};
