import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** Amex GBT travel itineraries: AIR, HOTEL, CAR and RAIL segments under dated headings. */
export const amexGbt: ProviderExtractor = {
  id: 'amex-gbt',
  provider: 'American Express Global Business Travel',
  classification: 'tmc',
  filters: [{ senderDomains: ['amexgbt.com', 'amextravel.com'] }],
  extract: tmcItineraryReader({
    segmentHeading: /^(AIR|HOTEL|CAR|RAIL) - /,
    travellerLabel: 'Traveler',
    tripLocatorLabel: 'Agency Record Locator',
  }),
};
