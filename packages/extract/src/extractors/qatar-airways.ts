import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking reference(?: \\(PNR\\))?');
  const underName = labelled(text, 'Passenger');
  const price = parsePrice(labelled(text, 'Total fare|Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
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
        reservationNumber,
        underName,
        ticketNumber: labelled(text, 'E-ticket number'),
        price,
        status,
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
