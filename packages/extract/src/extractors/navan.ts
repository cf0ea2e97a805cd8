import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Navan (formerly TripActions) booking and cancellation mails. */
export const navan: ProviderExtractor = {
  id: 'navan',
  provider: 'Navan',
  classification: 'tmc',
  filters: [{ senderDomains: ['navan.com', 'tripactions.com'] }],
  extract: tmcItineraryReader({
    segmentHeading: /^(Flight|Hotel|Car|Rail|Train) - /,
    travellerLabel: 'Traveler',
    tripLocatorLabel: 'Trip ID',
  }),
};
