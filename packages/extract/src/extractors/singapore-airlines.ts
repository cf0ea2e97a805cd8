import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { routeHeadFlights } from './lib/flight-itinerary.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: 'Booking reference',
    underName: 'Passenger',
    total: 'Total',
  });
  // "SQ 221  Singapore (SIN) - Sydney (SYD)", then Departs/Arrives with day, time and terminal.
  return routeHeadFlights(input, header, {
    flightHead: /^SQ\s?\d{1,4}\s{2,}/,
    beforeRoute: /^SQ\s?\d+\s+/,
    departsLabel: 'Departs',
    arrivesLabel: 'Arrives',
    airlineName: 'Singapore Airlines',
    ticketNumber: 'E-ticket',
  });
}

/** Singapore Airlines booking confirmations. */
export const singaporeAirlines: ProviderExtractor = {
  id: 'singapore-airlines',
  provider: 'Singapore Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['singaporeair.com', 'singaporeair.com.sg'] }],
  extract,
};
