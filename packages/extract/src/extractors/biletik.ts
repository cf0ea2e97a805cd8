import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, CLOCK, parseNamedDate } from './lib/dates.js';
import { flightReservation } from './lib/reservations.js';
import { caseless } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// The airline's record: "Номер брони в авиакомпании:" over "HX4KQR".
const AIRLINE_RECORD = new RegExp(String.raw`${caseless('Номер брони в авиакомпании')}\s*:\s*([A-Z0-9]{5,8})\b`);
// A ticket row: "4210000000001 Mr. Anton Sorokin / 700000002".
// Laid out in blocks, the ticket's number stands over its column's headings and the name under them.
const TICKET_ROW = /^\d{13}(?: |\n(?:.*\n){0,2})(?:Mr|Mrs|Ms|Miss|Mstr)\.? (.+?) \/ /gm;
// "Вылет Санкт-Петербург, Пулково (LED) Терминал: 1 …" over "Departure 14:10 Класс / Class S7 Airlines S7 6003" and
// "16 сентября 2019"; the arrival likewise ("Прибытие", "Arrival").
const STOP = String.raw`(.+?) \(([A-Z]{3})\)(?: Терминал: (\w{1,2}))?.*\n`;
const DEPARTURE = new RegExp(
  String.raw`^Вылет ${STOP}Departure (${CLOCK}) .*?Class (.+?) ([A-Z0-9]{2}) (\d{1,4})\n(\d{1,2} [а-яё]+ \d{4})`,
  'gm',
);
const ARRIVAL = new RegExp(String.raw`^Прибытие ${STOP}Arrival (${CLOCK})\b.*\n(\d{1,2} [а-яё]+ \d{4})`, 'gm');
// Where the page lays its tables out in blocks, each cell a line: "Вылет" / "Departure" / the airport / the clock / the
// day, then the class and "Рейс/Flight:" over the airline and flight; the arrival likewise without the flight.
const STACKED_DEPARTURE = new RegExp(
  String.raw`^Вылет\nDeparture\n${STOP}(${CLOCK})\n(\d{1,2} [а-яё]+ \d{4})\n(?:.*\n){0,4}?Рейс\/Flight:\n(.+?) ([A-Z0-9]{2}) (\d{1,4})$`,
  'gm',
);
const STACKED_ARRIVAL = new RegExp(String.raw`^Прибытие\nArrival\n${STOP}(${CLOCK})\n(\d{1,2} [а-яё]+ \d{4})`, 'gm');

/** The departures as the table prints them, or as its blocks do, their groups in the order of `DEPARTURE`'s. */
function departuresIn(text: string): (string | undefined)[][] {
  const rows = [...text.matchAll(DEPARTURE)].map((m) => [...m]);
  if (rows.length > 0) return rows;
  return [...text.matchAll(STACKED_DEPARTURE)].map((m) => [m[0], m[1], m[2], m[3], m[4], m[6], m[7], m[8], m[5]]);
}

// "Итого / Total" heads the last column of the fare row: "3450 руб. 0 руб. 3450 руб. 100 руб. 3550 руб."
const TOTAL = /Итого \/ Total\n.*?(\d[\d ]*) руб\.$/m;

function rubles(amount: string | undefined): string | undefined {
  return amount ? `${amount.replace(/ /g, '')} RUB` : undefined;
}

/** Biletik's electronic ticket (itinerary receipt): each flight a departure and an arrival block. */
function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const record = AIRLINE_RECORD.exec(text)?.[1];
  if (!record) return [];
  const travellers = [...text.matchAll(TICKET_ROW)].map((m) => m[1]);
  const header = bookingHeader(input, { total: (t) => rubles(TOTAL.exec(t)?.[1]) });
  const printed = [...text.matchAll(ARRIVAL)];
  const arrivals = printed.length > 0 ? printed : [...text.matchAll(STACKED_ARRIVAL)];
  const departures = departuresIn(text);
  if (departures.length !== arrivals.length) return [];
  return departures.flatMap((dep, i) => {
    const arr = arrivals[i];
    const departureDay = parseNamedDate(dep[8] ?? '', input.date);
    const arrivalDay = parseNamedDate(arr?.[5] ?? '', input.date);
    if (!arr || !departureDay) return [];
    return [
      flightReservation({
        ...header,
        reservationNumber: record,
        underName: travellers.length === 1 ? travellers[0] : undefined,
        airlineName: dep[5],
        airlineIata: dep[6],
        flightNumber: dep[7],
        departureAirport: { name: dep[1], iataCode: dep[2] },
        arrivalAirport: { name: arr[1], iataCode: arr[2] },
        departureTerminal: dep[3],
        arrivalTerminal: arr[3],
        departureTime: atTime(departureDay, dep[4]),
        arrivalTime: atTime(arrivalDay, arr[4]),
        // The fare row covers the whole order: only a one-flight order's total is this flight's.
        ...(departures.length === 1 ? {} : { price: undefined }),
      }),
    ];
  });
}

/** Biletik (biletik.aero) electronic tickets. */
export const biletik: ProviderExtractor = {
  id: 'biletik',
  provider: 'Biletik',
  classification: 'ota',
  filters: [{ senderDomains: ['biletik.aero'] }],
  extract,
};
