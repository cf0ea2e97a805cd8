import type { Reservation } from '../../schema/reservation.js';
import { HALF_OF_DAY, localDate } from '../lib/dates.js';
import { busReservation, trainReservation } from '../lib/reservations.js';
import { legTimes } from '../lib/rows.js';

/**
 * Ticket text messages that string their facts on a line or two, each labelled and cut from the next by a comma, as
 * railways and state bus corporations in India send them. A train's: `PNR:4321751237,TRN:12291,DOJ:24-10-25,SL,
 * YPR-MAS,DP:22:45,Boarding at YPR only,` then the passenger with their berth (`RAVI S,S2 24,`), or the first of
 * several with their berths (`RAVI S+2,S4 15,S4 16,S4 9,`). A bus's: `PNR NO.:T73309927 , From:KUMBAKONAM To
 * CHENNAI , Trip Code:1315KUMCHEAB , Journey Date:18/01/2026 , Time:,13:15 , Seat No.:4UB .Class:AC SLEEPER ,
 * Boarding at:KUMBAKONAM .`. A ride is read only with its PNR, both ends, its day and clock, and its berths or seat:
 * a train by its number, a bus by its trip's code; a waiting list's ticket (`WL 31`), holding no berth, gives nothing.
 */

/** The labels such a message uses, as written without dots or spaces, and the fact each gives. */
const LABELS: Record<string, Label> = {
  PNR: 'reference',
  PNRNO: 'reference',
  TRN: 'train',
  TRAIN: 'train',
  DOJ: 'day',
  JOURNEYDATE: 'day',
  DP: 'clock',
  DEP: 'clock',
  TIME: 'clock',
  CLASS: 'class',
  SEATNO: 'seat',
  FROM: 'route',
  BOARDINGAT: 'boarding',
  TRIPCODE: 'trip',
};
type Label = 'reference' | 'train' | 'day' | 'clock' | 'class' | 'seat' | 'route' | 'boarding' | 'trip';

/** A labelled piece: `DOJ:24-10-25`, `PNR NO.:T73309927`, `Time:` (its value in the next piece). */
const PIECE = /^([A-Za-z][A-Za-z .]{0,15}?)\s*:\s*(.*)$/s;
/** Where the message cuts its pieces: commas, line ends, and a dot before the next label (`4UB .Class:`). */
const CUT = /\s*,\s*|\s*\n\s*|\s+\.(?=\p{Lu}[\p{L} ]{1,15}:)/u;
/** The railway's classes as the message writes them. */
const RAIL_CLASS = /^(?:1A|2A|3A|3E|SL|CC|EC|EA|2S|FC|EV)$/;
/** Two stations by their codes: `YPR-MAS`. */
const STATION_CODES = /^([A-Z]{2,5})-([A-Z]{2,5})$/;
/** A berth: coach and number (`S2 24`, `B1 71`); a waiting list's place (`WL 31`) is none. */
const BERTH = /^(?!WL|RAC|RLWL|GNWL|PQWL)([A-Z]{1,2}\d{1,2})\s(\d{1,3})$/;
/** The passenger the message names, in capitals, with how many more travel (`RAVI S+2`). */
const TRAVELLER = /^(\p{Lu}[\p{Lu} .'-]{1,40}?)(?:\+(\d))?$/u;
/** A clock (`22:45`, or on twelve hours `10:45 PM`). */
const CLOCK = new RegExp(String.raw`^\d{1,2}:\d{2}${HALF_OF_DAY}$`);
/** The reference's label that marks such a message, however its sender cases and spaces it (`PNR:`, `pnr :`). */
const REFERENCE_LABEL = /\bPNR(?: NO\.)?[ \t]*:/i;

interface Message {
  facts: Map<Label, string>;
  /** The pieces without a label, in order. */
  bare: string[];
}

function piecesOf(text: string): Message {
  const facts = new Map<Label, string>();
  const bare: string[] = [];
  let waiting: Label | undefined;
  for (const raw of text.split(CUT)) {
    const piece = raw.trim();
    if (!piece) continue;
    const m = PIECE.exec(piece);
    const label = m ? LABELS[(m[1] ?? '').replace(/[ .]/g, '').toUpperCase()] : undefined;
    if (m && label) {
      const value = (m[2] ?? '').trim();
      if (value) {
        if (!facts.has(label)) facts.set(label, value);
        waiting = undefined;
      } else waiting = label;
      continue;
    }
    // `Time:,13:15`: the value follows the comma after its label.
    if (waiting && !facts.has(waiting)) facts.set(waiting, piece);
    else bare.push(piece);
    waiting = undefined;
  }
  return { facts, bare };
}

/** `24-10-25`, `18/01/2026`: the day first, the year of two digits in this century. */
function dayOf(value: string | undefined): string | undefined {
  const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(value ?? '');
  if (!m) return undefined;
  const year = Number(m[3]) + ((m[3] ?? '').length === 2 ? 2000 : 0);
  return localDate(year, Number(m[2]), Number(m[1]));
}

/** A value's first words, before the dot that ends its sentence (`KUMBAKONAM . For e-Ticket…`). */
function beforeDot(value: string): string {
  return value.replace(/\s+\.(?:\s.*)?$/s, '').trim();
}

function trainOf(message: Message, reference: string, day: string, clock: string): Reservation[] {
  const { facts, bare } = message;
  const route = bare.map((p) => STATION_CODES.exec(p)).find((m) => m);
  const boardingAt = bare.map((p) => /^Boarding at ([A-Z]{2,5}) only$/.exec(p)).find((m) => m)?.[1];
  if (!route?.[1] || !route[2]) return [];
  const berths = bare.map((p) => BERTH.exec(p)).filter((m): m is RegExpExecArray => m !== null);
  if (berths.length === 0) return [];
  const at = bare.indexOf(berths[0]?.input ?? '');
  const traveller = at > 0 ? TRAVELLER.exec(bare[at - 1] ?? '') : null;
  // One berth and one passenger named alone: the berth is theirs.
  const underName = berths.length === 1 && traveller && !traveller[2] ? traveller[1]?.trim() : undefined;
  const [departureTime] = legTimes(day, clock, undefined);
  return berths.map((b) =>
    trainReservation({
      reservationNumber: reference,
      status: 'confirmed',
      underName,
      trainNumber: facts.get('train'),
      // Passengers board where the message says, which may be after the journey's origin.
      departureStation: boardingAt ?? route[1] ?? '',
      arrivalStation: route[2] ?? '',
      departureTime,
      coach: b[1],
      seat: b[2],
      seatingType: facts.get('class') ?? bare.find((p) => RAIL_CLASS.test(p)),
    }),
  );
}

function busOf(message: Message, reference: string, day: string, clock: string): Reservation[] {
  const { facts } = message;
  const route = / To /.exec(facts.get('route') ?? '');
  const seat = facts.get('seat');
  if (!route || !seat || !facts.get('trip')) return [];
  const from = route.input.slice(0, route.index).trim();
  const to = route.input.slice(route.index + route[0].length).trim();
  const boarding = beforeDot(facts.get('boarding') ?? '');
  if (!from || !to) return [];
  const [departureTime] = legTimes(day, clock, undefined);
  return [
    busReservation({
      reservationNumber: reference,
      status: 'confirmed',
      departureBusStop: boarding || from,
      arrivalBusStop: to,
      departureTime,
      seat: seat.replace(/\s+/g, ''),
    }),
  ];
}

/** The rides of a ticket message of comma-cut labelled facts; none unless all its essentials are found. */
export function commaLabelledMessages(text: string): Reservation[] {
  if (text.length > 1200 || !REFERENCE_LABEL.test(text)) return [];
  const message = piecesOf(text);
  const reference = message.facts.get('reference');
  const day = dayOf(message.facts.get('day'));
  const clock = message.facts.get('clock');
  if (!reference || !/^[A-Z]?\d{8,10}$/.test(reference) || !day || !clock || !CLOCK.test(clock)) return [];
  return message.facts.has('train') ? trainOf(message, reference, day, clock) : busOf(message, reference, day, clock);
}
