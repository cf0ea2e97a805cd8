/**
 * Passengers listed by their number (`1e passager Monsieur CLAIRE DUPONT`, `Passenger 2 Ms Anna Roth`), and the coach
 * and seat each of them holds on every ride, printed as a line each under the ride in the same order.
 */
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { isTitle, person } from '../lib/names.js';
import { factOfLabel, type LabelledFact } from './labelled-facts.js';
import { seatingOnLine } from './seating.js';

/**
 * A passenger's number and word, perhaps with a colon, then a salutation and the name: `1e passager Monsieur CLAIRE
 * dupont`, `2. Passenger: MR Tom Fischer`.
 */
const NUMBERED_FIRST =
  /^(\d{1,2})\s?(?:e|er|re|ère|st|nd|rd|th|\.|º|°)?\s+(\p{L}+):?\s+(\p{L}+\.?)\s+(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){1,3})$/u;

/** The passenger's word, then the number, a salutation and the name: `Passenger 2: Ms Anna Roth`. */
const WORD_FIRST = /^(\p{L}+)\s+(\d{1,2}):?\s+(\p{L}+\.?)\s+(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){1,3})$/u;

const DIGIT_FIRST = /^\d/;
const DIGIT = /\d/;

/**
 * The passengers a document lists by their number, in that order: a line each of the number, a word for passenger,
 * a salutation and the name. Listed again (once per booking), each number must name the same person; numbers must run
 * from 1 with none missing. None when fewer than two.
 */
export function numberedPassengers(lines: readonly string[]): JsonLdObject[] {
  const byNumber = new Map<number, string>();
  for (const raw of lines) {
    const line = raw.trim();
    if (line.length > 80) continue;
    // Either line holds the passenger's number, first or after the word: most lines are passed before the patterns.
    const digitFirst = DIGIT_FIRST.test(line);
    const a = digitFirst ? NUMBERED_FIRST.exec(line) : null;
    const b = a || digitFirst || !DIGIT.test(line) ? undefined : WORD_FIRST.exec(line);
    const [number, word, title, name] = a ? [a[1], a[2], a[3], a[4]] : b ? [b[2], b[1], b[3], b[4]] : [];
    if (!number || !word || !title || !name || factOfLabel(word) !== 'person' || !isTitle(title)) continue;
    const n = Number(number);
    const known = byNumber.get(n);
    if (known !== undefined && known.toLowerCase() !== name.toLowerCase()) return [];
    byNumber.set(n, name);
  }
  const people: JsonLdObject[] = [];
  for (let n = 1; byNumber.has(n); n++) people.push(person(byNumber.get(n) ?? ''));
  return people.length >= 2 && people.length === byNumber.size ? people : [];
}

/**
 * The coach and seat on each line that gives only them (`Voiture 001 - Place 034`, `Coach 5, seat 12`), between each
 * ride's departure and the next one's, for every ride of the facts.
 */
export function seatsUnderRides(
  facts: readonly LabelledFact[],
  lines: readonly string[],
): { coach: string; seat: string }[][] {
  const departures = facts.filter((f) => f.fact === 'depart').map((f) => f.line);
  return departures.map((from, k) => {
    const seats: { coach: string; seat: string }[] = [];
    for (const line of lines.slice(from + 1, departures[k + 1] ?? lines.length)) {
      const seating = seatingOnLine(line);
      const coach = seating.facts.find((f) => f.fact === 'coach')?.value;
      const seat = seating.facts.find((f) => f.fact === 'seat')?.value;
      if (seating.whole && coach && seat) seats.push({ coach, seat });
    }
    return seats;
  });
}

/**
 * Each ride once for each numbered passenger, with the coach and seat printed for them under it, when every ride
 * prints exactly one such line for each of them; else nothing.
 */
export function seatEachPassenger(
  rides: readonly Reservation[],
  people: readonly JsonLdObject[],
  seats: readonly { coach: string; seat: string }[][],
): Reservation[] {
  if (people.length < 2 || rides.length === 0 || rides.length !== seats.length) return [];
  if (seats.some((under) => under.length !== people.length)) return [];
  return rides.flatMap((ride, k) =>
    people.map((p, j) => {
      const ticket = (ride.reservedTicket as JsonLdObject | undefined) ?? { '@type': 'Ticket' };
      const printed = (ticket.ticketedSeat as JsonLdObject | undefined) ?? { '@type': 'Seat' };
      const held = seats[k]?.[j];
      const ticketedSeat = { ...printed, seatSection: held?.coach ?? '', seatNumber: held?.seat ?? '' };
      return { ...ride, underName: { ...p }, reservedTicket: { ...ticket, ticketedSeat } };
    }),
  );
}
