import type { Reservation } from '../schema/reservation.js';
import { type BookingHeader, bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, splitDateTimePair } from './lib/rows.js';
import { blocksStartingWith, capture, matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Reservation number',
    underName: 'Passengers',
    total: 'Total paid',
  });
  // Besides the mail's wording, the itinerary prints "Status: Cancelled".
  const booking: BookingHeader = {
    ...header,
    status: /^Status:\s*Cancel/im.test(text) ? 'cancelled' : header.status,
  };
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight FR ?\d+/)) {
    const route = airportRoute(block);
    if (!route) continue;
    flights.push(
      flightReservation({
        ...booking,
        ...flightDesignator(block.split('\n')[0]),
        airlineName: 'Ryanair',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(labelled(block, 'Departs') ?? '', input.date),
        arrivalTime: parseDateTime(labelled(block, 'Arrives') ?? '', input.date),
      }),
    );
  }
  return [...flights, ...tableRows(text, booking, input.date)];
}

// A row of the HTML itinerary's flight table as the text conversion squeezes it:
// "FR 8344 Dublin (DUB) Lanzarote (ACE) Sat 24 Oct 2026 07:05 Sat 24 Oct 2026 11:15".
const ROW = /^(FR\s?\d{1,4})\s+(.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(.+\d{1,2}:\d{2}.*)$/gm;

function tableRows(text: string, booking: BookingHeader, date: Date | undefined): Reservation[] {
  // The table's passengers come as a heading and names below it, not as "Passengers: name".
  const underName = booking.underName ?? capture(text, /^Passengers\s*\n+([^\n]+)$/m);
  return matchAll(text, ROW).flatMap((row) => {
    const [from, to] = airportsInLine(row[2] ?? '');
    const times = splitDateTimePair(row[3] ?? '');
    if (!from || !to || !times) return [];
    return [
      flightReservation({
        ...booking,
        underName,
        ...flightDesignator(row[1]),
        airlineName: 'Ryanair',
        departureAirport: from,
        arrivalAirport: to,
        departureTime: parseDateTime(times[0], date),
        arrivalTime: parseDateTime(times[1], date),
      }),
    ];
  });
}

/** Ryanair travel itineraries (text mails with a block per flight, HTML mails with a flight table). */
export const ryanair: ProviderExtractor = {
  id: 'ryanair',
  provider: 'Ryanair',
  classification: 'direct',
  filters: [{ senderDomains: ['ryanair.com'] }],
  extract,
};
