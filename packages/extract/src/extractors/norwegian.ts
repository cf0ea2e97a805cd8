import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "08:00 Oslo-Gardermoen (OSL)"
const STOP = /^(\d{1,2}:\d{2})\s+(.+\([A-Z]{3}\))/;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking reference|Bestillingsreferanse',
    underName: 'Passenger|Passasjer',
    total: 'Total|Totalt',
  });
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Flight|Fly) D[YI8]\s?\d+/)) {
    const day = parseNumericDate(labelled(block, 'Date|Dato') ?? '');
    const dep = STOP.exec(labelled(block, 'Departure|Avgang') ?? '');
    const arr = STOP.exec(labelled(block, 'Arrival|Ankomst') ?? '');
    if (!dep || !arr) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    flights.push(
      flightReservation({
        ...header,
        ...flightDesignator(block.split('\n')[0]?.replace(/^\S+\s/, '')),
        airlineName: 'Norwegian',
        departureAirport: airportRef(dep[2]),
        arrivalAirport: airportRef(arr[2]),
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Norwegian travel receipts (English and Norwegian). */
export const norwegian: ProviderExtractor = {
  id: 'norwegian',
  provider: 'Norwegian',
  classification: 'direct',
  filters: [{ senderDomains: ['norwegian.com', 'norwegian.no'] }],
  extract,
};
