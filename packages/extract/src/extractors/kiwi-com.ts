import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { routeRowFlights, routeRowPattern } from './lib/flight-itinerary.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: 'Booking number',
    underName: 'Passengers?',
    total: 'Total',
  });
  return routeRowFlights(input, header, {
    flightStart: /^(?:Outbound|Return|Inbound) · /,
    // "Milan Bergamo (BGY) 06:20 → Barcelona El Prat (BCN) 08:05"
    route: routeRowPattern('→'),
    day: (block) => parseNamedDate(block.split('\n')[0] ?? '', input.date),
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
}

/** Kiwi.com trip confirmations. */
export const kiwiCom: ProviderExtractor = {
  id: 'kiwi-com',
  provider: 'Kiwi.com',
  classification: 'ota',
  filters: [{ senderDomains: ['kiwi.com'] }],
  extract,
};
