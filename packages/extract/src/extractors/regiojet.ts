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

// Each direction ("Cesta tam", "Cesta zpět") is a fixed-width table whose header gives the columns.
function readTable(lines: string[], header: string): Stop[] {
  const col = (name: RegExp) => header.search(name);
  const cols = [
    0,
    col(/Zastávka|Stop|Station|Haltestelle/),
    col(/Příjezd|Príchod|Arrival|Ankunft/),
    col(/Odjezd|Odchod|Departure|Abfahrt/),
    col(/Nást|Platform|Bahnsteig|Gleis/),
    col(/Spoj|Connection|Verbindung|Service/),
    col(/Vůz|Vozeň|Coach|Wagen|Seats?\b/),
  ];
  if (cols.some((c) => c < 0)) return [];
  const cell = (line: string, i: number) => line.slice(cols[i], cols[i + 1]).trim();
  const stops: Stop[] = [];
  let date: string | undefined;
  for (const line of lines) {
    if (!line.trim()) break;
    const station = cell(line, 1);
    if (!station) continue;
    date = parseNumericDate(cell(line, 0)) ?? date;
    stops.push({
      date,
      station,
      arrival: cell(line, 2),
      departure: cell(line, 3),
      service: cell(line, 5),
      seats: cell(line, 6),
    });
  }
  return stops;
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(
    text,
    /(?:jízdenka č\.|lístok č\.|ticket no\.|ticket number|Fahrkarte Nr\.|Ticket Nr\.)\s*(\d+)/i,
  );
  const price = parsePrice(capture(text, /^(?:Cena|Price|Preis):\s*(.+)$/m) ?? '');
  const lines = text.split(/\r?\n/);
  const legs: Reservation[] = [];
  lines.forEach((line, index) => {
    if (!/^(?:Datum|Dátum|Date)\s+(?:Zastávka|Stop|Station|Haltestelle)/.test(line)) return;
    const stops = readTable(lines.slice(index + 1), line);
    for (let i = 0; i + 1 < stops.length; i++) {
      const dep = stops[i];
      const arr = stops[i + 1];
      if (!dep?.departure || !arr?.arrival) continue;
      const service = /^(.*?)\s*\((\w+)\)$/.exec(dep.service);
      const common = {
        reservationNumber,
        price,
        seat: dep.seats,
        departureTime: atTime(dep.date, dep.departure),
        arrivalTime: atTime(arr.date, arr.arrival),
      };
      const line = service?.[1] ?? dep.service;
      const number = service?.[2];
      legs.push(
        /^(?:RJ|IC|EC|R)\s*\d+/.test(number ?? line)
          ? trainReservation({
              ...common,
              trainNumber: number ?? line,
              trainName: line,
              departureStation: dep.station,
              arrivalStation: arr.station,
            })
          : busReservation({
              ...common,
              busNumber: number,
              busName: line,
              departureBusStop: dep.station,
              arrivalBusStop: arr.station,
            }),
      );
    }
  });
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
