import { atTime, CLOCK, parseNamedDate, plusDays } from './lib/dates.js';
import { listedFlightsReader } from './lib/listed-flights.js';
import { caseless } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// A leg's row: "SU 0232 Airbus A330-200 19:10 SVO F → DEL 3 03:30 +1 5 ч. 50 мин. Аэрофлот", the terminals optional;
// its cells on one line, or each on lines of its own where the page lays the table out in blocks; its clocks on 24
// hours or on 12 ("7:10 PM").
const ROW = new RegExp(
  String.raw`^([A-Z0-9]{2}) ?(\d{1,4})\s[\s\S]*?(${CLOCK}) ([A-Z]{3})(?: ([A-Z0-9]{1,2}))?\s+→\s+([A-Z]{3})(?: ([A-Z0-9]{1,2}))? (${CLOCK})(?: \+(\d))?(?:\s[\s\S]*?мин\.\s+(.+))?$`,
  'm',
);
// The passengers table: "Pavel Sorokin Россия700000001", a name in Latin letters before the document's country; laid
// out in blocks, the name alone over its ticket's route ("SVO→DEL→SVO: 5550000000001").
const PASSENGER = /^([A-Za-z][A-Za-z' -]*[A-Za-z])(?: (?=[А-ЯЁ])|\n(?=[A-Z]{3}→))/gm;

/** Aeroflot's "information about your booking": one heading and one row per flight, local times. */
const extract = listedFlightsReader({
  // "Код бронирования:" over "LQWTZR Проверить бронирование на сайте"; the label in capitals or a space before its
  // colon as well.
  reservationNumber: new RegExp(String.raw`${caseless('Код бронирования')}\s*:?\s*([A-Z0-9]{6})\b`),
  passengers: (text) => {
    const passengersAt = text.search(/^Пассажиры\s+Документ/m);
    return passengersAt < 0 ? [] : [...text.slice(passengersAt).matchAll(PASSENGER)].map((m) => m[1]);
  },
  // A leg's heading: "Москва Дели 21 сентября 2018 г., пятница, время в пути: 5 ч. 50 мин."
  flightStart: /^(.+?)\s+(\d{1,2} [а-яё]+ \d{4}) г\.,/gm,
  flight: (heading, block, input) => {
    const row = ROW.exec(block);
    const day = parseNamedDate(heading[2] ?? '', input.date);
    if (!row || !day) return undefined;
    // The heading names the two cities; only two single words split unambiguously.
    const cities = (heading[1] ?? '').split(' ');
    const [from, to] = cities.length === 2 ? cities : [];
    const arrivalDay = row[9] ? plusDays(day, Number(row[9])) : day;
    return {
      airlineIata: row[1],
      flightNumber: String(Number(row[2])),
      airlineName: row[10]?.trim() || undefined,
      departureAirport: { iataCode: row[4], name: from },
      arrivalAirport: { iataCode: row[6], name: to },
      departureTerminal: row[5],
      arrivalTerminal: row[7],
      departureTime: atTime(day, row[3]),
      arrivalTime: atTime(arrivalDay, row[8]),
    };
  },
});

/** Aeroflot booking information mails. */
export const aeroflot: ProviderExtractor = {
  id: 'aeroflot',
  provider: 'Aeroflot',
  classification: 'direct',
  filters: [{ senderDomains: ['aeroflot.ru', 'aeroflot.com'] }],
  extract,
};
