import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Lufthansa City Center itineraries. */
export const lufthansaCityCenter: ProviderExtractor = {
  id: 'lufthansa-city-center',
  provider: 'Lufthansa City Center',
  classification: 'tmc',
  filters: [{ senderDomains: ['lufthansa-city-center.com'] }],
  extract: tmcItineraryReader({
    // "FLUG   Montag, 14. Dezember 2026": the agencies write in German.
    segmentHeading: /^(FLUG|HOTEL|MIETWAGEN|BAHN)\s{2,}/,
    travellerLabel: 'Reisender',
    tripLocatorLabel: 'Vorgangsnummer',
  }),
};
