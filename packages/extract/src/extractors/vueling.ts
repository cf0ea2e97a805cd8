import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Código de reserva|Booking code|Codi de reserva',
    underName: 'Pasajeros|Passengers',
    total: 'Precio total|Total price',
  });
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Vuelo de (?:ida|vuelta)|Outbound flight|Return flight)\s*$/i)) {
    const route = airportRoute(block);
    const service = block.split('\n').find((l) => /^VY\s?\d{1,4}\s*$/.test(l.trim()));
    if (!route || !service) continue;
    flights.push(
      flightReservation({
        ...header,
        ...flightDesignator(service),
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(labelled(block, 'Salida|Departure') ?? ''),
        arrivalTime: parseDateTime(labelled(block, 'Llegada|Arrival') ?? ''),
      }),
    );
  }
  return flights;
}

/** Vueling booking confirmations (Spanish and English). */
export const vueling: ProviderExtractor = {
  id: 'vueling',
  provider: 'Vueling',
  classification: 'direct',
  filters: [{ senderDomains: ['vueling.com'] }],
  extract,
};
