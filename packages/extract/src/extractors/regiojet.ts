import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNumericDate } from './lib/dates.js';
import { parsePrice } from './lib/price.js';
import { busReservation, trainReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

interface Stop {
  date: string | undefined;
  station: string;
  arrival: string;
  departure: string;
  service: string;
  seats: string;
}

// Each direction ("Cesta tam", "Cesta zpět") is a fixed-width table whose header gives the columns; the platform's
// column may be left out.
function readTable(lines: string[], header: string): Stop[] {
  const col = (name: RegExp) => header.search(name);
  const [stop, arrival, departure, platform, service, seats] = [
    col(HEADINGS.stop),
    col(HEADINGS.arrival),
    col(HEADINGS.departure),
    col(/Nást|Platform|Bahnsteig|Gleis/),
    col(HEADINGS.service),
    col(HEADINGS.seats),
  ];
  if ([stop, arrival, departure, service, seats].some((c) => c < 0)) return [];
  const edges = [stop, arrival, departure, platform, service, seats].filter((c) => c >= 0).sort((a, b) => a - b);
  const cell = (line: string, start: number) =>
    line
      .slice(
        start,
        edges.find((e) => e > start),
      )
      .trim();
  const stops: Stop[] = [];
  let date: string | undefined;
  for (const line of lines) {
    if (!line.trim()) break;
    const station = cell(line, stop);
    if (!station) continue;
    date = parseNumericDate(line.slice(0, stop).trim()) ?? date;
    // A service ends in its brackets ("Ostrava → Praha (RJ, RJ 1036)") and may run on into the seats' column.
    const ride = /^(.*\))\s*(.*)$/.exec(line.slice(service).trim());
    stops.push({
      date,
      station,
      arrival: cell(line, arrival),
      departure: cell(line, departure),
      service: ride ? (ride[1] ?? '') : cell(line, service),
      seats: ride ? (ride[2] ?? '').trim() : cell(line, seats),
    });
  }
  return stops;
}

const HEADINGS = {
  stop: /Zastávka|Stop|Station|Haltestelle|Остановка/,
  arrival: /Příjezd|Príchod|Arrival|Ankunft|Прибытие/,
  departure: /Odjezd|Odchod|Departure|Abfahrt|Отбытие/,
  service: /Spoj|Connection|Verbindung|Service|Автобус\/поезд/,
  seats: /Vůz|Vozeň|Coach|Wagen|Seats?\b|Вагон\/места/,
};

/** A cell's text: tags dropped, the few entities a cell holds decoded, white space folded. */
function cellText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

// The HTML mail's journey table: a heading row of <th> cells over one row of <td> cells per stop; a page built of
// blocks gives its heading row in <td> cells (see `gridsAsTables`).
function readHtmlTable(html: string): Stop[] {
  const rows = [...html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].map((row) => row[1] ?? '');
  const headed = rows.findIndex((row) => /<th\b/i.test(row) && HEADINGS.stop.test(row));
  const headingAt = headed >= 0 ? headed : rows.findIndex((row) => HEADINGS.stop.test(row));
  const headings = [...(rows[headingAt] ?? '').matchAll(/<(t[hd])\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((c) =>
    cellText(c[2] ?? ''),
  );
  const col = (name: RegExp) => headings.findIndex((h) => name.test(h));
  const [stop, arrival, departure, service, seats] = [
    col(HEADINGS.stop),
    col(HEADINGS.arrival),
    col(HEADINGS.departure),
    col(HEADINGS.service),
    col(HEADINGS.seats),
  ];
  if (headingAt < 0 || [stop, arrival, departure, service, seats].some((c) => c < 0)) return [];
  const stops: Stop[] = [];
  let date: string | undefined;
  for (const row of rows.slice(headingAt + 1)) {
    const cells = [...row.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((c) => cellText(c[1] ?? ''));
    if (cells.length !== headings.length) break;
    date = parseNumericDate(cells[0] ?? '') ?? date;
    stops.push({
      date,
      station: cells[stop] ?? '',
      arrival: cells[arrival] ?? '',
      departure: cells[departure] ?? '',
      // "Прага → Вена (RJ, RJ 1037)": the line, then the kind and number of the train.
      service: (cells[service] ?? '').replace(/^.*\((?:RJ|IC|EC|R|[A-Z]{2,3}), ([^()]+)\)$/, '$1'),
      seats: (cells[seats] ?? '').replace(/\s*\.\.\.$/, ''),
    });
  }
  return stops;
}

/** Each direction's stops: the text mail's fixed-width tables, else the HTML mail's table. */
function journeys(input: ExtractorInput): Stop[][] {
  const lines = input.text.split(/\r?\n/);
  const tables = lines.flatMap((line, index) =>
    /^(?:Datum|Dátum|Date)\s+(?:Zastávka|Stop|Station|Haltestelle)/.test(line)
      ? [readTable(lines.slice(index + 1), line)]
      : [],
  );
  if (tables.length > 0 || !input.html) return tables;
  const table = readHtmlTable(input.html);
  return table.length > 0 ? [table] : [];
}

/** An RJ train is RegioJet's own: the company runs it, not only sells it. */
function ownTrain(reservation: Reservation): Reservation {
  const trip = reservation.reservationFor;
  if (
    trip &&
    typeof trip === 'object' &&
    !Array.isArray(trip) &&
    typeof trip.trainNumber === 'string' &&
    /^RJ\s*\d/.test(trip.trainNumber)
  ) {
    trip.provider = { '@type': 'Organization', name: 'RegioJet' };
  }
  return reservation;
}

/**
 * "1/57", "2/15, 16" or "5/33, 5/34": one coach and its seats; seats in several coaches ("5/33, 6/12") stay as printed.
 */
function coachAndSeats(seats: string): { coach?: string; seat: string } {
  const places = seats.split(/,\s*/).map((place) => /^(?:(\d+)\/)?(\d+)$/.exec(place));
  const coach = places[0]?.[1];
  if (!coach || places.some((place, i) => !place || (i > 0 && place[1] !== undefined && place[1] !== coach)))
    return { seat: seats };
  return { coach, seat: places.map((place) => place?.[2]).join(', ') };
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(
    text,
    /(?:jízdenka č\.|lístok č\.|ticket no\.|ticket number|Fahrkarte Nr\.|Ticket Nr\.|Подтверждение бронирования)\s*(\d+)/i,
  );
  const price = parsePrice(capture(text, /^(?:Cena|Price|Preis|Общая цена):\s*(.+)$/m) ?? '');
  const legs: Reservation[] = [];
  for (const stops of journeys(input)) {
    for (let i = 0; i + 1 < stops.length; i++) {
      const dep = stops[i];
      const arr = stops[i + 1];
      if (!dep?.departure || !arr?.arrival) continue;
      // "Praha → Vídeň (SA)": the line and its carrier's code; "Ostrava → Praha (RJ, RJ 1036)": the train's kind and number.
      const service = /^(.*?)\s*\((?:\w+,\s*)?(\w+(?: \w+)?)\)$/.exec(dep.service);
      const common = {
        reservationNumber,
        price,
        ...coachAndSeats(dep.seats),
        departureTime: atTime(dep.date, dep.departure),
        arrivalTime: atTime(arr.date, arr.arrival),
      };
      const line = service?.[1] ?? dep.service;
      const number = service?.[2];
      legs.push(
        /^(?:RJ|IC|EC|R)\s*\d+/.test(number ?? line)
          ? ownTrain(
              trainReservation({
                ...common,
                trainNumber: number ?? line,
                trainName: line === (number ?? line) ? undefined : line,
                departureStation: dep.station,
                arrivalStation: arr.station,
              }),
            )
          : busReservation({
              ...common,
              busNumber: number,
              busName: line,
              departureBusStop: dep.station,
              arrivalBusStop: arr.station,
            }),
      );
    }
  }
  return legs;
}

/** RegioJet / Student Agency e-tickets in Czech. */
export const regiojet: ProviderExtractor = {
  id: 'regiojet',
  provider: 'RegioJet',
  classification: 'direct',
  runsFirst: true,
  filters: [{ senderDomains: ['regiojet.cz', 'regiojet.com', 'studentagency.cz'] }],
  extract,
};
