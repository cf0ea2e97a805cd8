import type { Reservation } from '../schema/reservation.js';
import { localDateTime } from './lib/dates.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

interface Stop {
  station: string;
  time: string | undefined;
  platform: string;
  /** The product column of this row and of the wrapped lines below it. */
  details: string;
}

const ROW = /^\s*(\S.*?)\s{2,}(\d{2})\.(\d{2})\.\s+(ab|an)\s+(\d{2}):(\d{2})/;

// The itinerary is a fixed-width table; its header says where the product column starts.
function readSection(lines: string[], header: string, year: number): Stop[] {
  // Platforms are not always aligned under their header: they sit between the time and the product column.
  const productColumn = header.search(/Fahrt|Produkte/);
  const stops: Stop[] = [];
  for (const line of lines) {
    const m = ROW.exec(line);
    if (m) {
      const month = Number(m[3]);
      stops.push({
        station: m[1] ?? '',
        time: localDateTime(year, month, Number(m[2]), Number(m[5]), Number(m[6])),
        platform: line.slice(m[0].length, productColumn).trim(),
        details: line.slice(productColumn).trim(),
      });
    } else if (line.slice(0, productColumn).trim() === '' && stops.length > 0) {
      const last = stops[stops.length - 1];
      if (last) last.details += ` ${line.trim()}`;
    } else {
      break;
    }
  }
  return stops;
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Auftragsnummer:\s+(\S+)/);
  const underName = capture(text, /^\s*(?:Herr|Frau)\s+(.+?)\s*$/m);
  const price = parsePrice(capture(text, /^\s*Summe\s+(\S+)/m) ?? '');
  const lines = text.split(/\r?\n/);
  const legs: Reservation[] = [];
  lines.forEach((line, index) => {
    const section = /Reiseverbindung und Reservierung \S+ am \d{2}\.\d{2}\.(\d{4})/.exec(line);
    const header = lines[index + 1];
    if (!section || !header) return;
    const stops = readSection(lines.slice(index + 2), header, Number(section[1]));
    for (let i = 0; i + 1 < stops.length; i += 2) {
      const dep = stops[i];
      const arr = stops[i + 1];
      if (!dep || !arr) continue;
      const reservation = `${dep.details} ${arr.details}`;
      legs.push(
        trainReservation({
          reservationNumber,
          underName,
          price,
          trainNumber: capture(dep.details, /^([A-Za-z]+ ?\d+)/),
          departureStation: dep.station,
          arrivalStation: arr.station,
          departureTime: dep.time,
          arrivalTime: arr.time,
          departurePlatform: dep.platform,
          arrivalPlatform: arr.platform,
          coach: capture(reservation, /Wg\.\s*(\w+)/),
          seat: capture(reservation, /Pl\.\s*([\d ]+?)\s*(?:,|$)/),
        }),
      );
    }
  });
  return legs;
}

/** Deutsche Bahn online tickets (the PDF's text or the booking mail). */
export const deutscheBahn: ProviderExtractor = {
  id: 'deutsche-bahn',
  provider: 'Deutsche Bahn',
  classification: 'direct',
  runsFirst: true,
  filters: [
    { senderDomains: ['bahn.de'], content: /Auftragsnummer|Buchungsnummer/ },
    { content: /DB Fernverkehr AG[\s\S]*Auftragsnummer:/ },
  ],
  extract,
};
