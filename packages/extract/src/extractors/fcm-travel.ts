import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { parsePrice } from './lib/price.js';
import { type AirportRef, flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "07:35 Tegel(TXL), Berlin, Tyskland" and, on the next line, perhaps "Terminal 4".
const STOP = /(\d{1,2}:\d{2})\s+([^(\n]+?)\s*\(([A-Z]{3})\)[^\n]*(?:\n\s+Terminal\s+(\S+))?/;

function stop(block: string, label: RegExp): { time?: string; airport: AirportRef; terminal?: string } | undefined {
  const start = block.search(label);
  if (start < 0) return undefined;
  const m = STOP.exec(block.slice(start));
  if (!m) return undefined;
  return { time: m[1], airport: { name: m[2], iataCode: m[3] }, terminal: m[4] };
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(
    text,
    /(?:Din bokningsreferens|Your booking reference|Booking reference):\s*(\S+)/i,
  );
  const underName = capture(text, /^(?:Resenär|Traveller|Passenger):\s*(.+)$/m);
  const price = parsePrice(capture(text, /^(?:Totalpris|Total price):\s*(.+)$/m) ?? '');
  const cancelled = isCancellation(text, input.subject);
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^\s+(?:Bokningsstatus|Booking status):/)) {
    const flight = /^(?:Flyg|Flight):\s+([A-Z0-9]{2})(\d{1,4}),\s*(.+)$/m.exec(block);
    const day = parseNamedDate(capture(block, /^(?:Datum|Date):\s*(.+)$/m) ?? '', input.date);
    const dep = stop(block, /^(?:Avgång|Departure):/m);
    const arr = stop(block, /^(?:Ankomst|Arrival):/m);
    if (!flight || !dep || !arr) continue;
    const departureTime = atTime(day, dep.time);
    let arrivalTime = atTime(day, arr.time);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    const status = cancelled || /(?:Bokningsstatus|Booking status):\s*(?:Avbokad|Cancel)/i.test(block);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status: status ? 'cancelled' : 'confirmed',
        airlineIata: flight[1],
        flightNumber: flight[2],
        airlineName: flight[3]?.trim(),
        departureAirport: dep.airport,
        arrivalAirport: arr.airport,
        departureTerminal: dep.terminal,
        arrivalTerminal: arr.terminal,
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** FCM Travel (Travellink Corporate) itineraries, Swedish or English. */
export const fcmTravel: ProviderExtractor = {
  id: 'fcm-travel',
  provider: 'FCM Travel',
  classification: 'tmc',
  runsFirst: true,
  filters: [{ senderDomains: ['fcmtravel.se', 'fcmtravel.com', 'fcm.travel', 'travellink.se'] }],
  extract,
};
