import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Egencia booking confirmations and itineraries. */
export const egencia: ProviderExtractor = {
  id: 'egencia',
  provider: 'Egencia',
  classification: 'tmc',
  filters: [{ senderDomains: ['egencia.com', 'egencia.co.uk', 'egencia.de'] }],
  extract: tmcItineraryReader({
    segmentHeading: /^(Flight|Hotel|Car|Rail|Train) - /,
    travellerLabel: 'Traveler',
    tripLocatorLabel: 'Itinerary number',
  }),
};
