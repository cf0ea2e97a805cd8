import { tmcItineraryReader } from './lib/tmc-itinerary.js';
import type { ProviderExtractor } from './types.js';

/** DER Business Travel itineraries. */
export const derBusinessTravel: ProviderExtractor = {
  id: 'der-business-travel',
  provider: 'DER Business Travel',
  classification: 'tmc',
  filters: [{ senderDomains: ['derbusinesstravel.com', 'dertour-business.de'] }],
  extract: tmcItineraryReader({
    // "BAHN - Dienstag, 08. Dezember 2026"
    segmentHeading: /^(FLUG|HOTEL|MIETWAGEN|BAHN) - /,
    travellerLabel: 'Reisender',
    tripLocatorLabel: 'Buchungsnummer',
  }),
};
