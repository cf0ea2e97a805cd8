import { flightDesignator, labelled } from './lib/fields.js';
import { routeRowFlightsReader, routeRowPattern } from './lib/flight-itinerary.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const extract = routeRowFlightsReader({
  // "IB-KZ8L3M": the airline's own record, which later airline mails carry too.
  reservationNumber: (text) =>
    capture(labelled(text, 'Airline booking reference') ?? '', /([A-Z0-9]{5,8})\s*$/) ??
    labelled(text, '(?:eDreams|Opodo|GO Voyages) booking reference'),
  underName: 'Passengers?',
  total: 'Total price',
  flightStart: /^(?:Outbound|Return|Onward) flight - /,
  // "Madrid (MAD) 15:30 → Paris Orly (ORY) 17:35"
  route: routeRowPattern('→'),
  service: (block) => {
    const service = block.split('\n').find((l) => /\b[A-Z0-9]{2} \d{1,4}\s*$/.test(l)) ?? '';
    return {
      ...flightDesignator(service.replace(/^.*?(?=\b[A-Z0-9]{2} \d{1,4}\s*$)/, '')),
      airlineName: capture(service, /^(.*?)\s+[A-Z0-9]{2} \d{1,4}\s*$/),
    };
  },
});

/** eDreams ODIGEO flight bookings (eDreams, Opodo, GO Voyages). */
export const edreamsOdigeo: ProviderExtractor = {
  id: 'edreams-odigeo',
  provider: 'eDreams ODIGEO',
  classification: 'ota',
  filters: [{ senderDomains: ['edreams.com', 'edreams.es', 'opodo.com', 'opodo.de', 'govoyages.com'] }],
  extract,
};
