import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Amadeus CheckMyTrip itineraries, sent on behalf of the agency that booked the trip. */
export const checkmytrip: ProviderExtractor = {
  id: 'checkmytrip',
  provider: 'Amadeus CheckMyTrip',
  classification: 'tmc',
  filters: [{ senderDomains: ['checkmytrip.com'] }],
  extract: tmcItineraryReader({
    // "Flight · Friday 11 December 2026"
    segmentHeading: /^(Flight|Hotel|Car|Train) · /,
    travellerLabel: 'Traveller',
    tripLocatorLabel: 'Booking reference',
  }),
};
