import { flightDesignator } from './lib/fields.js';
import { routeRowFlightsReader, routeRowPattern } from './lib/flight-itinerary.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const extract = routeRowFlightsReader({
  reservationNumber: 'Booking number',
  underName: 'Passengers?',
  total: 'Total',
  flightStart: /^(?:Outbound|Return|Inbound) · /,
  // "Milan Bergamo (BGY) 06:20 → Barcelona El Prat (BCN) 08:05"
  route: routeRowPattern('→'),
  service: (block) => {
    const service = block.split('\n').find((l) => /\b[A-Z0-9]{2} \d{1,4} ·/.test(l)) ?? '';
    return {
      // Kiwi.com books each flight with its airline; that airline's record identifies the flight.
      reservationNumber: capture(service, /reservation number:\s*([A-Z0-9]{5,8})/i),
      ...flightDesignator(capture(service, /\b([A-Z0-9]{2} \d{1,4}) ·/)),
      airlineName: capture(service, /^(.*?)\s+[A-Z0-9]{2} \d{1,4} ·/),
    };
  },
});

/** Kiwi.com trip confirmations. */
export const kiwiCom: ProviderExtractor = {
  id: 'kiwi-com',
  provider: 'Kiwi.com',
  classification: 'ota',
  filters: [{ senderDomains: ['kiwi.com'] }],
  extract,
};
