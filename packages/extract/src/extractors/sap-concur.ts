import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** SAP Concur travel itineraries. */
export const sapConcur: ProviderExtractor = {
  id: 'sap-concur',
  provider: 'SAP Concur',
  classification: 'tmc',
  filters: [{ senderDomains: ['concursolutions.com', 'concur.com'] }],
  extract: tmcItineraryReader({
    segmentHeading: /^(Air|Hotel|Car|Rail) - /,
    travellerLabel: 'Traveler',
    tripLocatorLabel: 'Record Locator',
  }),
};
