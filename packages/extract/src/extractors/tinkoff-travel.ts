import { atTime, CLOCK, parseNamedDate } from './lib/dates.js';
import { listedFlightsReader } from './lib/listed-flights.js';
import { caseless } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

const DESIGNATOR = /^([A-Z0-9]{2}) (\d{1,4}) ([A-Z0-9]{5,8})$/m;
// "ВЫЛЕТ / DEPARTURE ПРИЛЕТ / ARRIVAL" over "10:55 04 май 12:45 04 май" (or on 12 hours, "10:55 AM 04 май …").
const TIMES = new RegExp(
  String.raw`^ВЫЛЕТ \/ DEPARTURE ПРИЛЕТ \/ ARRIVAL\n(${CLOCK}) (\d{1,2} \S+) (${CLOCK}) (\d{1,2} \S+)$`,
  'm',
);
// "Внуково VKO Тегель TXL": each airport's name and code.
const AIRPORTS = /^(.+?) ([A-Z]{3}) (.+?) ([A-Z]{3})$/m;
// Each flight: "РЕЙС / FLIGHT БРОНЬ / CHECK-IN" over "UT 705 8W31RB" (the С of CHECK-IN may be Cyrillic).
// Laid out in blocks, "РЕЙС / FLIGHT" stands alone (see STACKED_FLIGHT).
const FLIGHT_START = /^РЕЙС \/ FLIGHT(?: БРОНЬ \/ [СC]HECK-IN)?$/gm;
// A flight where the page lays its table out in blocks, each cell a line: "UT 705", then "ВЫЛЕТ / DEPARTURE" over the
// clock, the day, the town, the airport and its code ("Внуково VKO") and perhaps its terminal; "БРОНЬ / СHECK-IN"
// over the airline's record; "ПРИЛЕТ / ARRIVAL" over the arrival's likewise. Each terminal is its own airport's.
const STACKED_FLIGHT = new RegExp(
  String.raw`^([A-Z0-9]{2}) (\d{1,4})\n+ВЫЛЕТ \/ DEPARTURE\n(${CLOCK})\n(\d{1,2} \S+)\n.+\n(.+?) ([A-Z]{3})\n(?:Терминал (\S{1,2})\n)?\n*БРОНЬ \/ [СC]HECK-IN\n([A-Z0-9]{5,8})\nПРИЛЕТ \/ ARRIVAL\n(${CLOCK})\n(\d{1,2} \S+)\n.+\n(.+?) ([A-Z]{3})(?:\nТерминал (\S{1,2}))?$`,
  'm',
);
// Laid out so, each passenger's name stands under the table's heading.
const STACKED_PASSENGER = /^ПАССАЖИР \/ PASSENGER\n([A-Z][A-Z' -]*[A-Z])$/gm;

/** A flight read from its table laid out in blocks (`STACKED_FLIGHT`). */
function stackedFlight(m: RegExpExecArray, reference: Date | undefined) {
  return {
    reservationNumber: m[8],
    airlineIata: m[1],
    flightNumber: m[2],
    departureAirport: { name: m[5], iataCode: m[6] },
    arrivalAirport: { name: m[11], iataCode: m[12] },
    departureTerminal: m[7],
    arrivalTerminal: m[13],
    departureTime: atTime(parseNamedDate(m[4] ?? '', reference), m[3]),
    arrivalTime: atTime(parseNamedDate(m[10] ?? '', reference), m[9]),
  };
}
// In the HTML each airport's cell ends with its code and, where printed, its terminal: "Внуково <span>VKO</span><br>
// Терминал A</td>". The text alone does not tell whose column a terminal line is in.
// The tags in capitals or small letters, the airport's code in capitals.
const AIRPORT_CELL = new RegExp(
  String.raw`([A-Z]{3})\s*${caseless(String.raw`<\/span>`)}\s*(?:${caseless('<br')}\s*\/?>)?\s*(?:Терминал\s+(\w{1,2})\s*)?${caseless(String.raw`<\/td>`)}`,
  'g',
);

/** The terminals of each flight in turn, trusted only when the HTML names exactly the two airports of every flight. */
function terminalCells(input: ExtractorInput): (RegExpExecArray | undefined)[][] {
  const cells = input.html ? [...input.html.matchAll(AIRPORT_CELL)] : [];
  const flights = [...input.text.matchAll(FLIGHT_START)].length;
  if (cells.length !== flights * 2) return [];
  return Array.from({ length: flights }, (_, i) => [cells[2 * i], cells[2 * i + 1]]);
}

/** Tinkoff Travel's ticket receipt: one block per flight, airports by name and code, days without a year. */
const extract = listedFlightsReader({
  // Labels are printed in Russian and English: "ЗАКАЗ / ORDER" over "8W31RB".
  reservationNumber: /^ЗАКАЗ \/ ORDER\n([A-Z0-9]{5,8})$/m,
  // "ПАССАЖИР / PASSENGER НОМЕР БИЛЕТА / TICKET" over one row per traveller: "SOROKIN ANTON 298-6100000001".
  passengers: (text) => {
    const rows = [...text.matchAll(/^([A-Z][A-Z' -]*[A-Z]) \d{3}-\d{10}$/gm)];
    return (rows.length > 0 ? rows : [...text.matchAll(STACKED_PASSENGER)]).map((m) => m[1]);
  },
  flightStart: FLIGHT_START,
  flight: (_start, block, input, index) => {
    const stacked = STACKED_FLIGHT.exec(block);
    if (stacked) return stackedFlight(stacked, input.date);
    const designator = DESIGNATOR.exec(block);
    const times = TIMES.exec(block);
    const airports = AIRPORTS.exec(block.slice(times ? (times.index ?? 0) + times[0].length : 0));
    if (!designator || !times || !airports) return undefined;
    const departureDay = parseNamedDate(times[2] ?? '', input.date);
    const arrivalDay = parseNamedDate(times[4] ?? '', input.date);
    const [fromCell, toCell] = terminalCells(input)[index] ?? [];
    const terminal = (cell: RegExpExecArray | undefined, code: string | undefined) =>
      cell && cell[1] === code ? cell[2] : undefined;
    return {
      reservationNumber: designator[3],
      airlineIata: designator[1],
      flightNumber: designator[2],
      departureAirport: { name: airports[1], iataCode: airports[2] },
      arrivalAirport: { name: airports[3], iataCode: airports[4] },
      departureTerminal: terminal(fromCell, airports[2]),
      arrivalTerminal: terminal(toCell, airports[4]),
      departureTime: atTime(departureDay, times[1]),
      arrivalTime: atTime(arrivalDay, times[3]),
    };
  },
});

/** Tinkoff Travel (Тинькофф Путешествия) ticket receipts. */
export const tinkoffTravel: ProviderExtractor = {
  id: 'tinkoff-travel',
  provider: 'Tinkoff Travel',
  classification: 'ota',
  filters: [{ senderDomains: ['emails.tinkoff.ru', 'travel.tinkoff.ru'] }],
  extract,
};
