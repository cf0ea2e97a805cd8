import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking reference(?: \\(PNR\\))?',
    underName: 'Passenger',
    total: 'Total fare|Total',
  });
  const flights: Reservation[] = [];
  // "QR 8 | London Heathrow (LHR) - Doha (DOH)"
  for (const block of blocksStartingWith(text, /^QR \d{1,4}\s*\|/)) {
    const [head = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^QR \d+\s*\|\s*/, ''));
    const departure = labelled(block, 'Departure') ?? '';
    const arrival = labelled(block, 'Arrival') ?? '';
    if (!route) continue;
    flights.push(
      flightReservation({
        ...header,
        ticketNumber: labelled(text, 'E-ticket number'),
        ...flightDesignator(head),
        airlineName: 'Qatar Airways',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(departure, input.date),
        arrivalTime: parseDateTime(arrival, input.date),
        departureTerminal: capture(departure, /Terminal\s+(\w+)/),
        arrivalTerminal: capture(arrival, /Terminal\s+(\w+)/),
        seat: capture(block, /Seat:\s*(\w+)/),
      }),
    );
  }
  return flights;
}

/** Qatar Airways booking confirmations. */
export const qatarAirways: ProviderExtractor = {
  id: 'qatar-airways',
  provider: 'Qatar Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['qatarairways.com', 'qatarairways.com.qa'] }],
  extract,
};
