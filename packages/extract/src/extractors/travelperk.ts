import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** TravelPerk trip confirmations: flight, hotel, car and train segments. */
export const travelperk: ProviderExtractor = {
  id: 'travelperk',
  provider: 'TravelPerk',
  classification: 'tmc',
  filters: [{ senderDomains: ['travelperk.com'] }],
  extract: tmcItineraryReader({
    segmentHeading: /^(Flight|Hotel|Car|Train) · /,
    travellerLabel: 'Traveller|Traveler',
    tripLocatorLabel: 'Trip ID',
  }),
};
