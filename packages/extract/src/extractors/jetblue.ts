import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { airportRoute, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Confirmation code');
  const underName = labelled(text, 'Traveler');
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const lines = text.split(/\r?\n/);
  const flights: Reservation[] = [];
  // The day line sits above "Flight 1023 | Boston (BOS) → Orlando (MCO)", times below it.
  lines.forEach((line, i) => {
    const head = /^Flight (\d{1,4})\s*\|\s*(.+)$/.exec(line);
    if (!head) return;
    const day = parseNamedDate(lines[i - 1] ?? '', input.date);
    const route = airportRoute(head[2] ?? '');
    const times = /Departs\s+(\S+)\s+Arrives\s+(\S+)/.exec(lines[i + 1] ?? '');
    if (!route || !times) return;
    const departureTime = atTime(day, times[1]);
    let arrivalTime = atTime(day, times[2]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
        airlineIata: 'B6',
        airlineName: 'JetBlue Airways',
        flightNumber: head[1],
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime,
        arrivalTime,
        seat: capture(lines.slice(i + 1, i + 4).join('\n'), /^Seat:\s*(\w+)/m),
      }),
    );
  });
  return flights;
}

/** JetBlue booking confirmations. */
export const jetblue: ProviderExtractor = {
  id: 'jetblue',
  provider: 'JetBlue Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['jetblue.com'] }],
  extract,
};
