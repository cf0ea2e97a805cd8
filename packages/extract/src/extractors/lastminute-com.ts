import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { routeRowFlights, routeRowPattern } from './lib/flight-itinerary.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: 'lastminute.com booking ID|Booking ID',
    underName: 'Passenger',
    total: 'Total paid',
  });
  if (!header.reservationNumber) return [];
  return routeRowFlights(input, header, {
    flightStart: /^(?:Outbound|Return) flight - /,
    // "London Gatwick (LGW) 07:05 > Nice (NCE) 10:15"
    route: routeRowPattern('>'),
    day: (block) => parseNamedDate(block.split('\n')[0] ?? '', input.date),
    service: (block) => {
      // "Flight: easyJet EZY8403" and the airline's own reference, which identifies the flight at check-in.
      const flight = labelled(block, 'Flight') ?? '';
      return {
        ...flightDesignator(flight),
        airlineName: capture(flight, /^(.*?)\s+[A-Z0-9]{2,3}\s?\d{1,4}$/),
        reservationNumber: labelled(block, 'Airline reference'),
      };
    },
  });
}

/** lastminute.com flight booking confirmations. */
export const lastminuteCom: ProviderExtractor = {
  id: 'lastminute-com',
  provider: 'lastminute.com',
  classification: 'ota',
  filters: [{ senderDomains: ['lastminute.com'] }],
  extract,
};
