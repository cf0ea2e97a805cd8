import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { routeRowFlights, routeRowPattern } from './lib/flight-itinerary.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: 'Booking reference|Buchungsreferenz',
    underName: 'Passengers|Passagiere',
    total: 'Total price|Gesamtpreis',
  });
  return routeRowFlights(input, header, {
    flightStart: /^LX\s?\d{1,4}\s/,
    // "Zurich (ZRH) 07:10 – Barcelona (BCN) 08:55"
    route: routeRowPattern('[–-]'),
    day: (block) => parseNumericDate(block.split('\n')[0] ?? ''),
    service: (block) => flightDesignator(block.split('\n')[0] ?? ''),
  });
}

/** SWISS (Swiss International Air Lines) booking confirmations. */
export const swiss: ProviderExtractor = {
  id: 'swiss',
  provider: 'SWISS',
  classification: 'direct',
  filters: [{ senderDomains: ['swiss.com', 'notifications.swiss.com'] }],
  extract,
};
