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
  // "VS3 · London Heathrow (LHR) to New York JFK (JFK)"
  return routeHeadFlights(input, header, {
    flightHead: /^VS\s?\d{1,4} · /,
    beforeRoute: /^\S+ · /,
    departsLabel: 'Depart',
    arrivesLabel: 'Arrive',
    airlineName: 'Virgin Atlantic',
  });
}

/** Virgin Atlantic booking confirmations. */
export const virginAtlantic: ProviderExtractor = {
  id: 'virgin-atlantic',
  provider: 'Virgin Atlantic',
  classification: 'direct',
  filters: [{ senderDomains: ['virginatlantic.com', 'fly.virginatlantic.com'] }],
  extract,
};
