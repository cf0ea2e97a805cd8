import type { Reservation } from '../schema/reservation.js';
import { CLOCK, localDateTime, parseClock, resolveYear } from './lib/dates.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

interface Stop {
  station: string;
  day: number;
  month: number;
  time: string;
  train?: string | undefined;
  trainName?: string | undefined;
  coach?: string | undefined;
  seat?: string | undefined;
}

// A timetable row: station, "09.07. 14:34" (or "09.07. 2:34 PM"), and on departure rows the train (its number, then
// its name one space after it: "EC 173 Vindobona"), coach and seat ("41, 43" for a ticket of two). A long name fills
// its column up to one space before the day.
const TRAIN_NAME = '[A-ZÀ-Ž][a-zà-ž]+(?:[ -][A-ZÀ-Ž][a-zà-ž]+)*';
const STOP_ROW = new RegExp(
  String.raw`^(\S.*?)\s+(\d{2})\.(\d{2})\.\s+(${CLOCK})(?:\s+([A-Za-z]{1,4} \d+)(?: (${TRAIN_NAME}))?(?:\s{1,12}(\d+)\s{1,12}(\d+(?:, ?\d+)*)\b)?)?`,
);

function readStops(text: string): Stop[] {
  const start = text.search(/^(?:Stanice|Station|Bahnhof)\s/m);
  if (start < 0) return [];
  const stops: Stop[] = [];
  for (const line of text.slice(start).split('\n').slice(1)) {
    const m = STOP_ROW.exec(line);
    if (!m) continue;
    stops.push({
      station: m[1] ?? '',
      day: Number(m[2]),
      month: Number(m[3]),
      time: m[4] ?? '',
      train: m[5],
      trainName: m[6],
      coach: m[7],
      seat: m[8],
    });
  }
  return stops;
}

/**
 * The value printed on the line below a label of the ticket's right column ("Kód transakce:", "Jméno / Name:"): the
 * last column of that line, as the left column may print text of its own on it.
 */
function valueBelow(text: string, label: RegExp): string | undefined {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => label.test(line));
  const below = index < 0 ? undefined : lines[index + 1]?.trim();
  return below ? below.split(/\s{2,}/).pop() : undefined;
}

function at(stop: Stop, reference: Date | undefined): string | undefined {
  const clock = parseClock(stop.time);
  if (!clock) return undefined;
  return localDateTime(resolveYear(stop.month, stop.day, reference), stop.month, stop.day, clock.hour, clock.minute);
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // The ticket is issued on the day of payment, which anchors the year of the travel days.
  const issued = /datum platby[ \t]*:\s*(\d{1,2})\.(\d{1,2})\.(\d{4})/i.exec(text);
  const reference = issued
    ? new Date(Date.UTC(Number(issued[3]), Number(issued[2]) - 1, Number(issued[1])))
    : input.date;
  const reservationNumber = valueBelow(text, /Kód transakce[ \t]*:|Transaction code[ \t]*:/i);
  const name = valueBelow(text, /Jméno \/ Name[ \t]*:|^\s*Name[ \t]*:/i);
  const price = parsePrice(capture(text, /^\s*Cena\s+(.+)$/m) ?? '');
  const stops = readStops(text);
  const legs: Reservation[] = [];
  for (let i = 0; i + 1 < stops.length; i += 2) {
    const dep = stops[i];
    const arr = stops[i + 1];
    if (!dep?.train || !arr) continue;
    legs.push(
      trainReservation({
        reservationNumber,
        // "VRÁTIL Daniel", "NOVÁK-SVOBODA Jan Petr": the family name in capitals first.
        underName: name?.replace(/^(\p{Lu}+(?:[- ]\p{Lu}+)*)\s+(\p{Lu}\p{Ll}.*)$/u, '$2 $1'),
        price,
        trainNumber: dep.train,
        trainName: dep.trainName,
        departureStation: dep.station,
        arrivalStation: arr.station,
        departureTime: at(dep, reference),
        arrivalTime: at(arr, reference),
        coach: dep.coach,
        seat: dep.seat,
      }),
    );
  }
  return legs;
}

/** České dráhy e-tickets (eTiket), mailed as PDF or text. */
export const czechRailways: ProviderExtractor = {
  id: 'czech-railways',
  provider: 'České dráhy',
  classification: 'direct',
  runsFirst: true,
  filters: [{ senderDomains: ['cd.cz'] }, { content: /České dráhy, a\.s\./ }],
  extract,
};
