import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { flightReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// Labels are printed in Russian and English: "ЗАКАЗ / ORDER" over "8W31RB".
const ORDER = /^ЗАКАЗ \/ ORDER\n([A-Z0-9]{5,8})$/m;
// "ПАССАЖИР / PASSENGER НОМЕР БИЛЕТА / TICKET" over one row per traveller: "SOROKIN ANTON 298-6100000001".
const PASSENGER = /^([A-Z][A-Z' -]*[A-Z]) \d{3}-\d{10}$/gm;
// Each flight: "РЕЙС / FLIGHT БРОНЬ / CHECK-IN" over "UT 705 8W31RB" (the С of CHECK-IN may be Cyrillic).
const FLIGHT_START = /^РЕЙС \/ FLIGHT БРОНЬ \/ [СC]HECK-IN$/gm;
const DESIGNATOR = /^([A-Z0-9]{2}) (\d{1,4}) ([A-Z0-9]{5,8})$/m;
// "ВЫЛЕТ / DEPARTURE ПРИЛЕТ / ARRIVAL" over "10:55 04 май 12:45 04 май".
const TIMES = /^ВЫЛЕТ \/ DEPARTURE ПРИЛЕТ \/ ARRIVAL\n(\d{1,2}:\d{2}) (\d{1,2} \S+) (\d{1,2}:\d{2}) (\d{1,2} \S+)$/m;
// "Внуково VKO Тегель TXL": each airport's name and code.
const AIRPORTS = /^(.+?) ([A-Z]{3}) (.+?) ([A-Z]{3})$/m;
// In the HTML each airport's cell ends with its code and, where printed, its terminal: "Внуково <span>VKO</span><br>
// Терминал A</td>". The text alone does not tell whose column a terminal line is in.
const AIRPORT_CELL = /([A-Z]{3})\s*<\/span>\s*(?:<br\s*\/?>)?\s*(?:Терминал\s+(\w{1,2})\s*)?<\/td>/g;

/** Tinkoff Travel's ticket receipt: one block per flight, airports by name and code, days without a year. */
function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const order = ORDER.exec(text)?.[1];
  if (!order) return [];
  const passengers = [...text.matchAll(PASSENGER)].map((m) => m[1]);
  const cells = input.html ? [...input.html.matchAll(AIRPORT_CELL)] : [];
  const header = bookingHeader(input, {});
  const starts = [...text.matchAll(FLIGHT_START)];
  const flights = starts.map((start, i) => text.slice(start.index, starts[i + 1]?.index ?? text.length));
  // The terminals are trusted only when the HTML names exactly the two airports of every flight, in order.
  const cellsFit = cells.length === flights.length * 2;
  return flights.flatMap((block, i) => {
    const designator = DESIGNATOR.exec(block);
    const times = TIMES.exec(block);
    const airports = AIRPORTS.exec(block.slice(times ? (times.index ?? 0) + times[0].length : 0));
    if (!designator || !times || !airports) return [];
    const departureDay = parseNamedDate(times[2] ?? '', input.date);
    const arrivalDay = parseNamedDate(times[4] ?? '', input.date);
    const [fromCell, toCell] = cellsFit ? [cells[2 * i], cells[2 * i + 1]] : [];
    const terminal = (cell: RegExpExecArray | undefined, code: string | undefined) =>
      cell && cell[1] === code ? cell[2] : undefined;
    return [
      flightReservation({
        ...header,
        reservationNumber: designator[3] ?? order,
        underName: passengers.length === 1 ? passengers[0] : undefined,
        airlineIata: designator[1],
        flightNumber: designator[2],
        departureAirport: { name: airports[1], iataCode: airports[2] },
        arrivalAirport: { name: airports[3], iataCode: airports[4] },
        departureTerminal: terminal(fromCell, airports[2]),
        arrivalTerminal: terminal(toCell, airports[4]),
        departureTime: atTime(departureDay, times[1]),
        arrivalTime: atTime(arrivalDay, times[3]),
      }),
    ];
  });
}

/** Tinkoff Travel (Тинькофф Путешествия) ticket receipts. */
export const tinkoffTravel: ProviderExtractor = {
  id: 'tinkoff-travel',
  provider: 'Tinkoff Travel',
  classification: 'ota',
  filters: [{ senderDomains: ['emails.tinkoff.ru', 'travel.tinkoff.ru'] }],
  extract,
};
