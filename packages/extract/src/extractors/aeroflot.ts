import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { flightReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Код бронирования:" over "LQWTZR Проверить бронирование на сайте".
const NUMBER = /Код бронирования:?\s*\n?\s*([A-Z0-9]{6})\b/;
// A leg's heading: "Москва Дели 21 сентября 2018 г., пятница, время в пути: 5 ч. 50 мин."
const HEADING = /^(.+?) (\d{1,2} [а-яё]+ \d{4}) г\.,/gm;
// Its row: "SU 0232 Airbus A330-200 19:10 SVO F → DEL 3 03:30 +1 5 ч. 50 мин. Аэрофлот", the terminals optional.
const ROW =
  /^([A-Z0-9]{2}) ?(\d{1,4}) .*?(\d{1,2}:\d{2}) ([A-Z]{3})(?: ([A-Z0-9]{1,2}))? → ([A-Z]{3})(?: ([A-Z0-9]{1,2}))? (\d{1,2}:\d{2})(?: \+(\d))?(?: .*?мин\. (.+))?$/m;
// The passengers table: "Pavel Sorokin Россия700000001", a name in Latin letters before the document's country.
const PASSENGER = /^([A-Za-z][A-Za-z' -]*[A-Za-z]) (?=[А-ЯЁ])/gm;

/** Aeroflot's "information about your booking": one heading and one row per flight, local times. */
function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const number = NUMBER.exec(text)?.[1];
  if (!number) return [];
  const passengersAt = text.search(/^Пассажиры Документ/m);
  const passengers = passengersAt < 0 ? [] : [...text.slice(passengersAt).matchAll(PASSENGER)].map((m) => m[1]);
  const header = bookingHeader(input, {});
  const headings = [...text.matchAll(HEADING)];
  return headings.flatMap((heading, i) => {
    const block = text.slice(heading.index, headings[i + 1]?.index ?? text.length);
    const row = ROW.exec(block);
    const day = parseNamedDate(heading[2] ?? '', input.date);
    if (!row || !day) return [];
    // The heading names the two cities; only two single words split unambiguously.
    const cities = (heading[1] ?? '').split(' ');
    const [from, to] = cities.length === 2 ? cities : [];
    const arrivalDay = row[9] ? plusDays(day, Number(row[9])) : day;
    return [
      flightReservation({
        ...header,
        reservationNumber: number,
        underName: passengers.length === 1 ? passengers[0] : undefined,
        airlineIata: row[1],
        flightNumber: String(Number(row[2])),
        airlineName: row[10]?.trim() || undefined,
        departureAirport: { iataCode: row[4], name: from },
        arrivalAirport: { iataCode: row[6], name: to },
        departureTerminal: row[5],
        arrivalTerminal: row[7],
        departureTime: atTime(day, row[3]),
        arrivalTime: atTime(arrivalDay, row[8]),
      }),
    ];
  });
}

/** Aeroflot booking information mails. */
export const aeroflot: ProviderExtractor = {
  id: 'aeroflot',
  provider: 'Aeroflot',
  classification: 'direct',
  filters: [{ senderDomains: ['aeroflot.ru', 'aeroflot.com'] }],
  extract,
};
