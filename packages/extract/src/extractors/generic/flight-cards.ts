import { airlineByIcao, airlineByName, airlineName } from '../../refdata/airlines.js';
import { findAirport } from '../../refdata/airports.js';
import { clockTime, HALF_OF_DAY, plusDays } from '../lib/dates.js';
import { matchAll, withoutMarks } from '../lib/text.js';
import type { ReadWhen } from './date-time.js';
import { airlineWordLabel, factOfLabel, type LabelledFact } from './labelled-facts.js';
import { airportIn, nameBeforeCode, namesOnlyTerminal, terminalIn, withoutTerminal } from './places.js';

/** A card is a few short lines: more is a paragraph, or several cards run together. */
const MAX_CARD_LINES = 6;
const MAX_CARD_CHARS = 400;

/**
 * A flight's designator standing alone: an airline code with a letter in it, then the number. A clock's half of day
 * before a number (`2:10 PM 16 сен`) is none, though `PM` and `AM` are airlines' codes.
 */
const DESIGNATOR = /(?<![A-Za-z0-9])(?<!\d[:.]\d{2}\s?(?=[AP]M))([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})(?![\d:])/g;
/** A word in capitals of three letters, which may be an airport's code. */
const CODE = /(?<![\p{L}\d])(\p{Lu}{3})(?![\p{L}\d])/gu;
/** A word in capitals of four letters or more: a code before one is a word of a city's name ("NEW YORK"). */
const CAPITAL_WORD = /^\p{Lu}{4,}$/u;
/** A clock on a card, perhaps on twelve hours (`7:35 AM`), perhaps a day later (`06:40 +1`). */
const CLOCK = new RegExp(
  String.raw`(?<![\d:.])((?:[01]?\d|2[0-3])[:.h][0-5]\d(?![\d.:]\d)${HALF_OF_DAY})(\s*\(?\+1\)?)?`,
  'g',
);

/** The known airports' codes a card names, in order, leaving out words of a city's name written in capitals. */
function airportCodes(card: string): string[] {
  const words = card.split(/\s+/);
  const codes: string[] = [];
  for (const m of card.matchAll(CODE)) {
    const code = m[1] ?? '';
    if (!findAirport(code)) continue;
    const at = card.slice(0, m.index).split(/\s+/).length - 1;
    // "NEW YORK JFK": a code's word that a longer word in capitals follows begins a name; the code ends one.
    if (CAPITAL_WORD.test((words[at + 1] ?? '').replace(/[^\p{L}]/gu, ''))) continue;
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/**
 * An aircraft's model, which reads as a designator (`Airbus A380-800`: AEGEAN's A3 80): after its maker's name, or
 * with its variant after it (`A321neo`, `A330-200`).
 */
const MAKER_BEFORE = /(?:airbus|boeing|embraer|bombardier)\s*$/i;
const MODEL = /^(?:A[23]\d\d|B7[0-8]\d|E1[7-9]\d|E2\d\d)$/;
const VARIANT_AFTER = /^(?:-\d{3,4}(?!\d)|neo\b|ceo\b)/i;

function isAircraftModel(card: string, m: RegExpMatchArray): boolean {
  const at = m.index ?? 0;
  if (MAKER_BEFORE.test(card.slice(Math.max(0, at - 12), at))) return true;
  return MODEL.test(m[0]) && VARIANT_AFTER.test(card.slice(at + m[0].length));
}

/** The designators of known airlines a card names, none of them an aircraft's model. */
export function designators(card: string): string[] {
  const found = new Set<string>();
  for (const m of card.matchAll(DESIGNATOR)) {
    if (m[1] && m[2] && airlineName(m[1]) && !isAircraftModel(card, m)) found.add(`${m[1]} ${m[2]}`);
  }
  return [...found];
}

/**
 * A flight shown as a card without labels, as airline mail lays its segments out (`FRA  LH 400  JFK` /
 * `Frankfurt  Tue, 12 Mar 2024  New York` / `10:05  12:40`): one block of a few lines naming one flight of a known
 * airline, two known airports by their codes (the first is where it leaves), a day and the clock of each end in the
 * same order. Each such block gives labelled facts at its first line; a block that names more or less gives none.
 */
export function flightCards(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  // A card needs a clock: a document without one has none to look through.
  if (!lines.some((line) => /\d[:.h]\d\d/.test(line))) return found;
  found.push(...blockCards(lines, read));
  if (found.length > 0) {
    // A card of clocks alone may run longer than a block card (a terminal under each end): it is read beside them.
    const clocked = clockEndCards(lines, read);
    const known = new Set(found.filter((f) => f.fact === 'flight').map((f) => f.value));
    const more = new Set(clocked.filter((f) => f.fact === 'flight' && !known.has(f.value)).map((f) => f.line));
    return more.size === 0
      ? found
      : [...found, ...clocked.filter((f) => more.has(f.line))].sort((a, b) => a.line - b.line);
  }
  const stacked = stackedEndCards(lines, read);
  if (stacked.length > 0) return stacked;
  const between = designatorBetweenCards(lines, read);
  if (between.length > 0) return between;
  const led = designatorLedCards(lines, read);
  if (led.length > 0) return led;
  const over = designatorOverClockCards(lines, read);
  if (over.length > 0) return over;
  const rows = designatorClockRows(lines, read);
  if (rows.length > 0) return rows;
  const clocked = clockEndCards(lines, read);
  return clocked.length > 0 ? clocked : airlineCards(lines, read);
}

/**
 * The label of a flight's fact that names its airline alone (`Go Air`), as a card that prints no designator gives
 * it: the airline's flight, its number unknown.
 */
export const AIRLINE_ONLY = 'airline';

/** An airport with its code in brackets, then a day and a clock: `New Delhi (DEL) Sat, Sep 22, 2018 08:30`. */
const PLACE_THEN_WHEN = /^(\S.{0,50}?\([A-Z]{3}\))\s+(\S.{4,40})$/;
/** A label and its value: `Airline: Go Air`. */
const LABEL_VALUE = /^([^:]{2,30}):\s*(\S.{1,40})$/;

function endWithWhen(line: string, read: ReadWhen): { place: string; date: string; clock: string } | undefined {
  // The cheaper tests first: a bracket and a clock.
  if (line.length > 100 || !line.includes(')') || !/\d[:.]\d\d/.test(line)) return undefined;
  const m = PLACE_THEN_WHEN.exec(line.trim());
  const when = m?.[2] ? read(m[2]) : undefined;
  if (!m?.[1] || !when?.date || !when.clock || when.rest.trim() !== '' || !airportIn(m[1])) return undefined;
  return { place: m[1], date: when.date, clock: when.clock };
}

/** One end of a ride as a card prints it: its place, day and clock, and perhaps its terminal. */
interface CardEnd {
  place: string;
  date: string;
  clock: string;
  terminal?: string | undefined;
}

/**
 * A card's ride as labelled facts at its first line: the flight, the day, and each end's place and clock (and
 * terminal), the arrival marked `+1` on the next day. None when the arrival is neither that day nor the next.
 */
function cardRide(
  line: number,
  flight: { value: string; label: string },
  from: CardEnd,
  to: CardEnd,
): LabelledFact[] | undefined {
  const days = (Date.parse(to.date) - Date.parse(from.date)) / 86_400_000;
  if (days !== 0 && days !== 1) return undefined;
  const at = (fact: LabelledFact['fact'], value: string, label = ''): LabelledFact => ({ fact, label, value, line });
  const terminal = (end: CardEnd) => (end.terminal ? ` Terminal ${end.terminal}` : '');
  return [
    at('flight', flight.value, flight.label),
    at('date', from.date),
    at('depart', `${from.place} ${from.clock}${terminal(from)}`),
    at('arrive', `${to.place} ${to.clock}${days === 1 ? ' +1' : ''}${terminal(to)}`),
  ];
}

/**
 * A flight printed without its number, as some agencies print the flights they sell (`New Delhi (DEL) Sat, Sep 22,
 * 2018 08:30` / `Leh (IXL) Sat, Sep 22, 2018 09:55` / `Airline: Go Air`): each end's airport with its code, day and
 * clock on a line of its own, one under the other, then a word for an airline and the name of a known airline. The
 * flight's fact names the airline under `AIRLINE_ONLY`; a card with a designator is read as one with its number.
 */
function airlineCards(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (let i = 0; i + 2 < lines.length; i++) {
    const from = endWithWhen(lines[i] ?? '', read);
    const to = from ? endWithWhen(lines[i + 1] ?? '', read) : undefined;
    if (!from || !to) continue;
    const named = LABEL_VALUE.exec((lines[i + 2] ?? '').trim());
    const airline = named?.[1] && named[2] && airlineWordLabel(named[1]) ? named[2].trim() : undefined;
    if (!airline || !airlineByName(airline) || designators(lines.slice(i, i + 3).join('\n')).length > 0) continue;
    const ride = cardRide(i, { value: airline, label: AIRLINE_ONLY }, from, to);
    if (!ride) continue;
    found.push(...ride);
    i += 2;
  }
  return found;
}

/** A line of a card's two clocks and nothing else, perhaps an arrow or a dash between: `6:05 AM → 9:12 AM`. */
const CLOCKS_ALONE = new RegExp(
  String.raw`^\s*(?:[01]?\d|2[0-3])[:.h][0-5]\d${HALF_OF_DAY}\s*(?:→|->|–|—|-|\|)?\s*(?:[01]?\d|2[0-3])[:.h][0-5]\d${HALF_OF_DAY}(?:\s*\(?\+1\)?)?\s*$`,
);

/**
 * A block of a card's clocks over its two airports (`7:05 AM 10:40 AM` / `Boston (BOS) Chicago (ORD)`), as a card
 * printed in columns reads: its day and designator are the card's head, in the blocks just above it.
 */
function isClocksOverAirports(block: readonly string[]): boolean {
  return block.length === 2 && CLOCKS_ALONE.test(block[0] ?? '') && airportCodes(block[1] ?? '').length === 2;
}

/** The cards of `flightCards` printed as one block of lines each, or as a block of clocks over airports under its head. */
function blockCards(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  const blocks: { first: number; lines: string[] }[] = [];
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && (lines[i] ?? '').trim()) continue;
    if (i > start) blocks.push({ first: start, lines: lines.slice(start, i) });
    start = i + 1;
  }
  blocks.forEach((block, b) => {
    const card = blockCard(block.lines, block.first, read);
    if (card || !isClocksOverAirports(block.lines)) {
      found.push(...(card ?? []));
      return;
    }
    // The head of one block or two above (`Tue, Aug 17, 2027` / `United Airlines · Flight UA 1123`), nearest first.
    for (let k = 1; k <= 2 && b - k >= 0; k++) {
      const head = blocks.slice(b - k, b);
      const headed = blockCard([...head.flatMap((h) => h.lines), ...block.lines], head[0]?.first ?? block.first, read);
      if (headed) {
        found.push(...headed);
        return;
      }
    }
  });
  return found;
}

/** One card of `blockCards`: its lines, the first at `first`. */
function blockCard(block: readonly string[], first: number, read: ReadWhen): LabelledFact[] | undefined {
  const card = block.join('\n');
  if (block.length < 2 || block.length > MAX_CARD_LINES || card.length > MAX_CARD_CHARS) return undefined;
  // The cheaper tests first: most blocks name no flight.
  const flights = designators(card);
  if (flights.length !== 1) return undefined;
  const clocks = [...card.matchAll(CLOCK)];
  if (clocks.length < 1 || clocks.length > 2) return undefined;
  const codes = airportCodes(card);
  const day = codes.length === 2 ? block.map((line) => read(line).date).find(Boolean) : undefined;
  if (codes.length !== 2 || !day) return undefined;
  const [departs, arrives] = clocks.map((c) => `${clockTime(c[1] ?? '') ?? c[1]}${c[2] ? ' +1' : ''}`);
  const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line: first });
  // The airport as the card names it beside its code ("Paris, Orly (ORY)"), when it does.
  const [from, to] = codes.map((code) => {
    const name = nameBeforeCode(card, code);
    return name ? `${name} (${code})` : `(${code})`;
  });
  // "Economy Classic Terminal 1 - Terminal 2": a line of the card giving each end's terminal, in the same order.
  const terminals = block.map((line) => TERMINAL_PAIR.exec(line)).find(Boolean);
  const [fromTerminal, toTerminal] = terminals ? [` Terminal ${terminals[1]}`, ` Terminal ${terminals[2]}`] : ['', ''];
  return [
    at('flight', flights[0] ?? ''),
    at('date', day),
    at('depart', `${from} ${departs}${fromTerminal}`),
    at('arrive', `${to}${arrives ? ` ${arrives}` : ''}${toTerminal}`),
  ];
}

/** A line that gives a day and a clock and nothing else (`16 Sep 2019, 14:10`): one end's time on a card. */
function dayAndClockAlone(line: string, read: ReadWhen): { date: string; clock: string } | undefined {
  // The cheaper tests first: most lines are longer, or give no clock.
  if (line.length > 48 || !/\d[:.]\d\d/.test(line)) return undefined;
  const bare = withoutMarks(line);
  const when = read(bare);
  return when.date && when.clock && when.rest.replace(/[\s,.]/g, '') === ''
    ? { date: when.date, clock: when.clock }
    : undefined;
}

/** A flight's designator alone on its line or in its cell (`* S7 6003 *`, `UT577`), of a known airline. */
export function designatorAlone(line: string): string | undefined {
  const m = /^([A-Z][A-Z0-9]|[0-9][A-Z]) ?(\d{1,4})$/.exec(withoutMarks(line));
  return m?.[1] && m[2] && airlineName(m[1]) ? `${m[1]} ${m[2]}` : undefined;
}

/**
 * The place lines under an end's clock, up to the next clock or designator (or a line `ends` says closes the card):
 * its airport and perhaps its terminal.
 */
function endPlace(
  lines: readonly string[],
  from: number,
  ends?: (line: string) => boolean,
): { place: string; terminal?: string; next: number } {
  const names: string[] = [];
  let terminal: string | undefined;
  let k = from;
  for (; k < lines.length && k < from + MAX_END_LINES; k++) {
    const line = withoutMarks(lines[k] ?? '');
    if (!line) continue;
    if (/\d[:.]\d\d/.test(line) || designatorAlone(line) || ends?.(line)) break;
    const own = terminalIn(line);
    if (own && namesOnlyTerminal(line)) terminal ??= own;
    else names.push(line);
  }
  return { place: names.join(' ').replace(/[\s,]+$/, ''), ...(terminal ? { terminal } : {}), next: k };
}

/** The first line from `from` on that holds text. */
function nextFilled(lines: readonly string[], from: number): number {
  let k = from;
  while (k < lines.length && !(lines[k] ?? '').trim()) k++;
  return k;
}

/** An end's airport on the line under its clock (`Paris Orly (ORY) - Terminal 1`), perhaps with its terminal. */
function airportLine(line: string): { place: string; terminal?: string } | undefined {
  const bare = withoutMarks(line);
  if (bare.length > 80 || /\d[:.]\d\d/.test(bare)) return undefined;
  const place = withoutTerminal(bare).replace(/[\s,–-]+$/, '');
  const terminal = terminalIn(bare);
  return airportIn(place) ? { place, ...(terminal ? { terminal } : {}) } : undefined;
}

/**
 * A card that names its flight first, its day on the line under it, then each end's clock alone over its airport
 * (`Vol AF 7300 Air France` / `Vendredi 20 mars 2026` / `09:05` / `Paris Orly (ORY) - Terminal 1` / `10:30` /
 * `Nice Côte d'Azur (NCE) - Terminal 2`), as an agency's page stacks its cells: the first line names one known
 * airline's designator and no clock, both airports are known and differ. Each card gives labelled facts at its first
 * line.
 */
function designatorOverClockCards(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.length > 60 || !/\d/.test(line) || /\d[:.]\d\d/.test(line)) continue;
    const named = designators(line);
    if (named.length !== 1 || !named[0]) continue;
    const dayAt = nextFilled(lines, i + 1);
    const date = dayAlone(lines[dayAt] ?? '', read);
    const departsAt = nextFilled(lines, dayAt + 1);
    const departs = date ? clockAlone(lines[departsAt] ?? '') : undefined;
    const fromAt = nextFilled(lines, departsAt + 1);
    const from = departs ? airportLine(lines[fromAt] ?? '') : undefined;
    const arrivesAt = nextFilled(lines, fromAt + 1);
    const arrives = from ? clockAlone(lines[arrivesAt] ?? '') : undefined;
    const toAt = nextFilled(lines, arrivesAt + 1);
    const to = arrives ? airportLine(lines[toAt] ?? '') : undefined;
    if (!date || !departs || !from || !arrives || !to) continue;
    if (airportIn(from.place)?.iataCode === airportIn(to.place)?.iataCode) continue;
    const ride = cardRide(
      i,
      { value: named[0], label: '' },
      { ...from, date, clock: departs },
      { ...to, date, clock: arrives },
    );
    if (!ride) continue;
    found.push(...ride);
    i = toAt;
  }
  return found;
}

/** A flight's first row: its designator, then its departure's clock and airport (`LH 2064   07:00  München (MUC)`). */
const DESIGNATOR_CLOCK_ROW = /^((?:[A-Z][A-Z0-9]|\d[A-Z]) ?\d{1,4})\s{2,}(\d{1,2}[:.]\d{2})\s+(\S.*)$/;
/** Its second row, indented under the first: the arrival's clock and airport (`          08:10  Hamburg (HAM)`). */
const INDENTED_CLOCK_ROW = /^\s{4,}(\d{1,2}[:.]\d{2})\s+(\S.*)$/;

/**
 * A flight printed as two rows under a heading that gives its day (`Hinflug · Mittwoch, 04. März 2026` /
 * `LH 2064   07:00  München (MUC)  Terminal 2` / `          08:10  Hamburg (HAM)  Terminal 2`): the designator of a
 * known airline with the departure's clock and airport, and under it, indented, the arrival's. Both airports must be
 * known and differ; the day is the one a heading on the line above gives. Each gives labelled facts at its first row.
 */
function designatorClockRows(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.length > 100 || !/^[A-Z0-9]/.test(line)) continue;
    const first = DESIGNATOR_CLOCK_ROW.exec(line.trimEnd());
    const second = first ? INDENTED_CLOCK_ROW.exec((lines[i + 1] ?? '').trimEnd()) : null;
    const flight = first?.[1] ? designators(first[1])[0] : undefined;
    const day = second ? dayOfHeading((lines[i - 1] ?? '').trim(), read) : undefined;
    const date = day ? read(day).date : undefined;
    const [departs, arrives] = [clockTime(first?.[2] ?? ''), clockTime(second?.[1] ?? '')];
    if (!first?.[3] || !second?.[2] || !flight || !date || !departs || !arrives) continue;
    const [from, to] = [airportLine(first[3]), airportLine(second[2])];
    if (!from || !to || airportIn(from.place)?.iataCode === airportIn(to.place)?.iataCode) continue;
    const ride = cardRide(
      i,
      { value: flight, label: '' },
      { ...from, date, clock: departs },
      { ...to, date, clock: arrives },
    );
    if (!ride) continue;
    found.push(...ride);
    i++;
  }
  return found;
}

/** How many lines an end's place may take below its clock, blank lines counted. */
const MAX_END_LINES = 5;

/**
 * A flight printed as a card of stacked lines, blank lines perhaps between them, as plain-text mail writes an
 * airline's page out (`16 Sep 2019, 14:10` / `Berlin Brandenburg (BER),` / `Terminal: 1` / `16 Sep 2019, 15:15` /
 * `Munich (MUC)` / `LH 2032`): each end's day and clock alone on a line over its airport (and perhaps its terminal),
 * then the flight's designator alone on a line. Both airports must be known, and the arrival the same day or the
 * next; each card gives labelled facts at its first line.
 */
function stackedEndCards(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (let i = 0; i < lines.length; i++) {
    const departs = dayAndClockAlone(lines[i] ?? '', read);
    if (!departs) continue;
    const from = endPlace(lines, i + 1);
    const arrivesAt = from.next;
    const arrives = from.place ? dayAndClockAlone(lines[arrivesAt] ?? '', read) : undefined;
    if (!arrives) continue;
    const to = endPlace(lines, arrivesAt + 1);
    const flight = to.place ? designatorAlone(lines[to.next] ?? '') : undefined;
    const [fromAirport, toAirport] = [airportIn(from.place), airportIn(to.place)];
    if (!flight || !fromAirport || !toAirport || fromAirport.iataCode === toAirport.iataCode) continue;
    const ride = cardRide(
      i,
      { value: flight, label: '' },
      { ...departs, place: from.place, terminal: from.terminal },
      { ...arrives, place: to.place, terminal: to.terminal },
    );
    if (!ride) continue;
    found.push(...ride);
    i = to.next;
  }
  return found;
}

/**
 * A flight's designator leading its line, the rest after a bar or a dot its operator (`KL1012 | Uitgevoerd door`,
 * `AY1301 · Operated by Finnair`): the designator, of a known airline.
 */
function designatorLeading(line: string): string | undefined {
  const m = /^([A-Z][A-Z0-9]|[0-9][A-Z]) ?(\d{1,4})\s*(?:[|·]\s*\S.*)?$/u.exec(withoutMarks(line));
  return m?.[1] && m[2] && airlineName(m[1]) ? `${m[1]} ${m[2]}` : undefined;
}

/** The first line with text from a line on, and where it is; none within an end's lines. */
function nextText(lines: readonly string[], from: number): { text: string; at: number } | undefined {
  for (let k = from; k < lines.length && k < from + MAX_END_LINES; k++) {
    const text = withoutMarks(lines[k] ?? '');
    if (text) return { text, at: k };
  }
  return undefined;
}

/** How many lines may stand between a card's designator and its arrival (its cabin, a link to choose a seat). */
const MAX_BETWEEN_LINES = 6;

/**
 * A flight printed as a card of stacked lines with its designator between its ends, as an airline's e-ticket writes
 * each flight of its schedule (`maandag 21 september 2026 - 17:10` / `Londen, Heathrow Airport, LHR` /
 * `KL1012 | Uitgevoerd door` / `Economy Class | Boekingsklasse: Q` / `maandag 21 september 2026 - 19:30` /
 * `Amsterdam, Schiphol Airport, AMS`): each end's day and clock alone on a line, its airport on the next line with
 * text, the designator leading the line under the departure's airport, a few lines without a clock before the
 * arrival. Both airports must be known and differ, the arrival the same day or the next.
 */
function designatorBetweenCards(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (let i = 0; i < lines.length; i++) {
    const departs = dayAndClockAlone(lines[i] ?? '', read);
    if (!departs) continue;
    const from = nextText(lines, i + 1);
    const fromAirport = from ? airportIn(from.text) : undefined;
    const designated = from && fromAirport ? nextText(lines, from.at + 1) : undefined;
    const flight = designated ? designatorLeading(designated.text) : undefined;
    if (!from || !fromAirport || !designated || !flight) continue;
    let arrivesAt = -1;
    for (let k = designated.at + 1; k < lines.length && k <= designated.at + MAX_BETWEEN_LINES; k++) {
      const line = lines[k] ?? '';
      if (dayAndClockAlone(line, read)) arrivesAt = k;
      if (arrivesAt >= 0 || /\d[:.]\d\d/.test(line) || designatorLeading(line)) break;
    }
    const arrives = arrivesAt >= 0 ? dayAndClockAlone(lines[arrivesAt] ?? '', read) : undefined;
    const to = arrives ? nextText(lines, arrivesAt + 1) : undefined;
    const toAirport = to ? airportIn(to.text) : undefined;
    if (!arrives || !to || !toAirport || fromAirport.iataCode === toAirport.iataCode) continue;
    const ride = cardRide(
      i,
      { value: flight, label: '' },
      { ...departs, place: from.text },
      { ...arrives, place: to.text },
    );
    if (!ride) continue;
    found.push(...ride);
    i = to.at;
  }
  return found;
}

/** A day alone on its line (`23 Jun 2016`), with no clock. */
function dayAlone(line: string, read: ReadWhen): string | undefined {
  if (line.length > 40 || !/\d/.test(line)) return undefined;
  const when = read(withoutMarks(line));
  return when.date && !when.clock && when.rest.replace(/[\s,.]/g, '') === '' ? when.date : undefined;
}

/** An end printed as its day and its clock each alone on a line, the next lines with text its place. */
function dayThenClockEnd(
  lines: readonly string[],
  from: number,
  read: ReadWhen,
): (CardEnd & { next: number }) | undefined {
  const day = nextText(lines, from);
  const date = day ? dayAlone(day.text, read) : undefined;
  const clockLine = day && date ? nextText(lines, day.at + 1) : undefined;
  const clock = clockLine ? clockAlone(clockLine.text) : undefined;
  if (!date || !clockLine || !clock) return undefined;
  const place = endPlace(lines, clockLine.at + 1, (line) => dayAlone(line, read) !== undefined);
  return place.place ? { date, clock, place: place.place, terminal: place.terminal, next: place.next } : undefined;
}

/**
 * A flight printed as a card led by its designator alone on a line, as an airline's plain-text e-ticket writes its
 * itinerary out (`BA0444` / `British Airways | Euro Traveller | Confirmed` / `23 Jun 2016` / `20:05` /
 * `Heathrow (London)` / `Terminal 5` / `23 Jun 2016` / `22:20` / `Amsterdam`): a line of its carrier and cabin
 * perhaps under the designator, then each end's day and clock, each alone on a line, over its place (and perhaps
 * its terminal). Both places must be known airports and differ, the arrival the same day or the next.
 */
function designatorLedCards(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (let i = 0; i < lines.length; i++) {
    const flight = designatorAlone(lines[i] ?? '');
    if (!flight) continue;
    const next = nextText(lines, i + 1);
    // The line of its carrier and cabin, when the designator's line has one under it.
    const carrier = next && !dayAlone(next.text, read) ? next.at + 1 : i + 1;
    const from = dayThenClockEnd(lines, carrier, read);
    const to = from ? dayThenClockEnd(lines, from.next, read) : undefined;
    if (!from || !to) continue;
    const [fromAirport, toAirport] = [airportIn(from.place), airportIn(to.place)];
    if (!fromAirport || !toAirport || fromAirport.iataCode === toAirport.iataCode) continue;
    const ride = cardRide(i, { value: flight, label: '' }, from, to);
    if (!ride) continue;
    found.push(...ride);
    i = to.next - 1;
  }
  return found;
}

/** A clock alone on its line (`07:35`, `7:35 AM`), as `HH:MM`. */
function clockAlone(line: string): string | undefined {
  const bare = withoutMarks(line);
  return bare.length <= 12 && CLOCK_ALONE.test(bare) ? clockTime(bare) : undefined;
}

const CLOCK_ALONE = new RegExp(String.raw`^(?:[01]?\d|2[0-3])[:.h][0-5]\d${HALF_OF_DAY}$`);

/** A line of a flight's day, then its designator, in cells (`Wed 16 Sep 2026 · AY1301 · Operated by Finnair`). */
function dayAndFlight(line: string, read: ReadWhen): { date: string; flight: string } | undefined {
  const cells = withoutMarks(line).split(CELL_MARK);
  if (cells.length < 2 || line.length > 160) return undefined;
  const when = read(cells[0] ?? '');
  const flight = cells
    .slice(1)
    .map((cell) => designatorAlone(cell))
    .find(Boolean);
  return when.date && !when.clock && when.rest === '' && flight ? { date: when.date, flight } : undefined;
}

/**
 * A flight printed as a card of stacked lines whose ends give their clocks alone (`07:35` / `Helsinki (HEL)` /
 * `Terminal 2` / `09:10` / `Amsterdam (AMS)`), the day and the designator on the line under the arrival, in cells
 * (`Wed 16 Sep 2026 · AY1301 · Operated by Finnair`): both airports must be known; an arrival clock before the
 * departure's lands the next day.
 */
function clockEndCards(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  const closes = (line: string) => dayAndFlight(line, read) !== undefined;
  for (let i = 0; i < lines.length; i++) {
    const departs = clockAlone(lines[i] ?? '');
    if (!departs) continue;
    const from = endPlace(lines, i + 1, closes);
    const arrives = from.place ? clockAlone(lines[from.next] ?? '') : undefined;
    if (!arrives) continue;
    const to = endPlace(lines, from.next + 1, closes);
    const under = to.place ? dayAndFlight(lines[to.next] ?? '', read) : undefined;
    const [fromAirport, toAirport] = [airportIn(from.place), airportIn(to.place)];
    if (!under || !fromAirport || !toAirport || fromAirport.iataCode === toAirport.iataCode) continue;
    const ride = cardRide(
      i,
      { value: under.flight, label: '' },
      { date: under.date, clock: departs, place: from.place, terminal: from.terminal },
      {
        date: arrives < departs ? plusDays(under.date, 1) : under.date,
        clock: arrives,
        place: to.place,
        terminal: to.terminal,
      },
    );
    if (!ride) continue;
    found.push(...ride);
    i = to.next;
  }
  return found;
}

/** Two terminals apart by a dash or an arrow: the departure's, then the arrival's (`Terminal 1 - Terminal 2`). */
const TERMINAL_PAIR = /(?<![\p{L}])Terminal\s+(\w{1,3})\s*(?:-|–|—|→|->)\s*Terminal\s+(\w{1,3})(?![\p{L}\d])/iu;

/** A clock as a route line prints it: `15:30`, `7:15 PM`, perhaps a day later (`06:40 +1`). */
const ROUTE_CLOCK = String.raw`\d{1,2}[:.]\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?`;
/** An airport with its code in brackets, a clock, a mark that leads to the other airport and its clock. */
const TIMED_ROUTE = new RegExp(
  String.raw`^(\S.{0,40}?\([A-Z]{3}\))\s+(${ROUTE_CLOCK})\s*(?:→|->|➡|>|–|—|-)\s*(\S.{0,40}?\([A-Z]{3}\))\s+(${ROUTE_CLOCK}(?:\s*\(?\+\d\)?)?)$`,
);
/** What parts a line's cells: a middle dot or a bar set apart by spaces. */
const CELL_MARK = /\s+[·|]\s+/;
/** The marks after which a heading gives its day (`Outbound flight - Friday 24 April 2026`, `Depart: Fri, Dec 18`). */
const DAY_MARK = /[:·|–—-]\s+/g;

/** The day a line above a route gives, alone or after a heading and its mark. */
function dayOfHeading(line: string, read: ReadWhen): string | undefined {
  if (line.length > 80 || !/\d/.test(line)) return undefined;
  const starts = [0, ...[...line.matchAll(DAY_MARK)].map((m) => m.index + m[0].length)];
  for (const start of starts) {
    const when = read(line.slice(start));
    if (when.date && !when.clock && when.rest === '') return line.slice(start);
  }
  return undefined;
}

/** The flight a line under a route names (`Iberia IB 3444`, `Flight JetBlue B6 1397`), its label taken off. */
function flightOfLine(cell: string): string | undefined {
  // "easyJet EZY8403": an ICAO designator run on to the number names the flight too.
  const icao = /(?<![A-Za-z0-9])([A-Z]{3})\d{1,4}(?!\d)/.exec(cell)?.[1];
  if (cell.length > 60 || designators(cell).length + (airlineByIcao(icao) ? 1 : 0) !== 1) return undefined;
  const unlabelled = cell.replace(/^[^:：]{1,30}[:：]\s*/, '');
  const [word = '', ...rest] = unlabelled.split(/\s+/);
  // "Flight JetBlue B6 1397": the word for a flight is no part of the airline's name.
  return /^(?:flight|flug|vol|vuelo|volo|vlucht|voo|lot|let|flyg)$/i.test(word) ? rest.join(' ') : unlabelled;
}

/**
 * Flights printed as a route with a clock at each end (`Madrid (MAD) 15:30 → Paris Orly (ORY) 17:35`) over the line
 * of the airline and its designator (`Iberia IB 3444`), the day on a line just above (`Outbound flight - Friday 24
 * April 2026`): labelled facts at the route's line, with a reference the airline's line labels beside it. `lines`
 * holds the lines read, whose own labelled facts these replace.
 */
export function timedRouteFlights(
  lines: readonly string[],
  read: ReadWhen,
  readCell: (cell: string) => readonly LabelledFact[],
): { facts: LabelledFact[]; lines: Set<number> } {
  const facts: LabelledFact[] = [];
  const used = new Set<number>();
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line.length > 120 || !line.includes('(')) continue;
    const route = TIMED_ROUTE.exec(line);
    if (!route) continue;
    const below = lines
      .slice(i + 1, i + 3)
      .findIndex((l) => l.trim() && flightOfLine(l.trim().split(CELL_MARK)[0] ?? ''));
    const vehicleAt = below < 0 ? -1 : i + 1 + below;
    const cells = (lines[vehicleAt] ?? '').trim().split(CELL_MARK);
    const flight = vehicleAt > i ? flightOfLine(cells[0] ?? '') : undefined;
    let dayAt = -1;
    for (let j = i - 1; j >= Math.max(0, i - 3) && dayAt < 0; j--) {
      if (dayOfHeading((lines[j] ?? '').trim(), read)) dayAt = j;
    }
    const day = dayAt >= 0 ? dayOfHeading((lines[dayAt] ?? '').trim(), read) : undefined;
    if (!flight || !day) continue;
    const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line: i });
    facts.push(
      at('flight', flight),
      at('date', day),
      at('depart', `${route[1]} ${route[2]}`),
      at('arrive', `${route[3]} ${route[4]}`),
    );
    // "Ryanair FR 4511 · Airline reservation number: RQ8ZT2": the flight's own reference beside it.
    for (const cell of cells.slice(1)) {
      for (const f of readCell(cell)) if (f.fact === 'reference') facts.push({ ...f, line: i });
    }
    used.add(i).add(vehicleAt).add(dayAt);
  }
  return { facts, lines: used };
}

/** A clock at one end of a route of codes: `06:00`, `08:15PM`, perhaps a day later (`05:40 +1`). */
const CODE_CLOCK = String.raw`\d{1,2}:\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?(?:\s*\(?\+\d\)?)?`;
/** A route of two codes with a clock after each, perhaps after the flight's number: `# 6812 AUS 08:15PM BOS 01:10AM`. */
const CODE_ROUTE = new RegExp(
  String.raw`^(?:(.{1,20}?)\s+)?([A-Z]{3})\s+(${CODE_CLOCK})\s+(?:(?:→|->|–|—|-)\s+)?([A-Z]{3})\s+(${CODE_CLOCK})$`,
);
/**
 * A flight's row led by its designator, perhaps its aircraft after it, then its departure's clock and airport's code,
 * an arrow, its arrival's airport's code and clock, each code perhaps with its terminal after it: `SU 0232 Airbus
 * A330-200 19:10 SVO F → DEL 3 03:30 +1 5 h 50 min`. What follows the arrival's clock (the time in the air, the
 * carrier) is read no further.
 */
const DESIGNATOR_ARROW_ROW = new RegExp(
  String.raw`^((?:[A-Z][A-Z0-9]|\d[A-Z])\s?\d{1,4})\s+(?:[^→>:]{1,30}?\s+)?(\d{1,2}:\d{2})\s+([A-Z]{3})(?:\s+([A-Z]|\d{1,2}[A-Z]?))?\s*(?:→|->)\s*([A-Z]{3})(?:\s+([A-Z]|\d{1,2}[A-Z]?))?\s+(${CODE_CLOCK})(?=\s|$)`,
);

/** A route of codes with a clock at each end, as `CODE_ROUTE` gives its groups, with each end's terminal if printed. */
function codeRoute(line: string):
  | {
      flight?: string;
      from: string;
      departs: string;
      to: string;
      arrives: string;
      terminals: [string?, string?];
      led: boolean;
    }
  | undefined {
  const route = line.length <= 80 ? CODE_ROUTE.exec(line) : null;
  if (route?.[2] && route[3] && route[4] && route[5]) {
    return {
      flight: route[1]?.trim(),
      from: route[2],
      departs: route[3],
      to: route[4],
      arrives: route[5],
      terminals: [],
      led: false,
    };
  }
  const row = line.length <= 120 ? DESIGNATOR_ARROW_ROW.exec(line) : null;
  if (!row?.[1] || !row[2] || !row[3] || !row[5] || !row[7]) return undefined;
  return {
    flight: row[1],
    from: row[3],
    departs: row[2],
    to: row[5],
    arrives: row[7],
    terminals: [row[4], row[6]],
    led: true,
  };
}

/** A flight printed by its number alone before its route (`# 6812`, `#1822`). */
const NUMBER_ALONE = /^#\s?\d{1,4}$/;

/** The day a line begins with (`Tuesday, 12/25/2018 Est. Travel Time: 3h 55m`), read from its first few words. */
function leadingDay(line: string, read: ReadWhen): string | undefined {
  const words = line.split(/\s+/).slice(0, 6);
  for (let n = words.length; n >= 1; n--) {
    const head = words.slice(0, n).join(' ');
    const when = read(head);
    if (when.date && !when.clock && when.rest === '') return head;
  }
  return undefined;
}

/**
 * The day a heading gives after one to three words of places' names (`Москва Дели 21 сентября 2018 г., пятница`), read
 * from its first few words after them.
 */
function dayAfterPlaces(line: string, read: ReadWhen): string | undefined {
  const words = line.split(/\s+/);
  for (let k = 1; k <= 3 && k < words.length; k++) {
    if (!/^\p{L}[\p{L}-]*$/u.test(words[k - 1] ?? '')) return undefined;
    const day = leadingDay(words.slice(k).join(' '), read);
    if (day && /\d/.test(day)) return day;
  }
  return undefined;
}

/** A line's two airports' names, split where the second's city begins (`Delhi, Terminal 1 Mumbai, Terminal 2`). */
function namesOfEnds(line: string, from: string, to: string): [string, string] | undefined {
  const [a, b] = [findAirport(from)?.city, findAirport(to)?.city];
  if (!a || !b || line.length > 100) return undefined;
  const at = line.search(new RegExp(`(?<=\\s)${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u'));
  const left = line.slice(0, Math.max(0, at)).replace(/[\s,–—-]+$/, '');
  if (at <= 0 || !left.startsWith(a)) return undefined;
  return [left, line.slice(at).trim()];
}

/**
 * Flights printed as a route of two airports' codes with a clock after each on one line (`DEL 06:00 BOM 08:15`,
 * under a header `FLIGHT DEPARTS ARRIVES` as `# 6812 AUS 08:15PM BOS 01:10AM`): the flight is the number before the
 * route or the designator on a line just above, the day the first day a line above begins with, and the airports'
 * names those of the line below, split where the second airport's city begins. Labelled facts at the route's line;
 * `lines` holds the lines read, whose own labelled facts these replace.
 */
export function clockedCodeRoutes(
  lines: readonly string[],
  read: ReadWhen,
): { facts: LabelledFact[]; lines: Set<number> } {
  const facts: LabelledFact[] = [];
  const used = new Set<number>();
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line.length > 120 || !/\d:\d\d/.test(line)) continue;
    const route = codeRoute(line);
    const [from = '', to = ''] = [route?.from, route?.to];
    if (!route || from === to || !findAirport(from) || !findAirport(to)) continue;
    const near = [i - 1, i - 2, i - 3, i - 4].filter((j) => j >= 0 && (lines[j] ?? '').trim());
    let flight = route.flight;
    let flightAt = i;
    if (flight && !NUMBER_ALONE.test(flight) && designators(flight).length !== 1) continue;
    if (!flight) {
      flightAt = near.slice(0, 2).find((j) => designators(lines[j] ?? '').length === 1) ?? -1;
      flight = designators(lines[flightAt] ?? '')[0];
    }
    let day: string | undefined;
    let dayAt = -1;
    for (const j of near) {
      const above = (lines[j] ?? '')
        .trim()
        .replace(j === flightAt ? DESIGNATOR : /^$/, '')
        .trim();
      // "Москва Дели 21 сентября 2018 г., пятница": a row led by its designator takes its day after the route's
      // places in a heading over it.
      day = leadingDay(above, read) ?? (route.led ? dayAfterPlaces(above, read) : undefined);
      if (day) {
        dayAt = j;
        break;
      }
    }
    if (!flight || !day) continue;
    const belowAt = [i + 1, i + 2].find((j) => (lines[j] ?? '').trim());
    const names = belowAt === undefined ? undefined : namesOfEnds((lines[belowAt] ?? '').trim(), from, to);
    // "Delhi, Terminal 1": the name before the code, the terminal after the clock, as an end's value reads them.
    const end = (code: string, clock: string, name: string | undefined, printed?: string) => {
      const terminal = printed ?? (name ? terminalIn(name) : undefined);
      const bare = name ? withoutTerminal(name) : '';
      return `${bare ? `${bare} ` : ''}(${code}) ${clock}${terminal ? ` Terminal ${terminal}` : ''}`;
    };
    const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line: i });
    facts.push(
      at('flight', flight),
      at('date', day),
      at('depart', end(from, route.departs, names?.[0], route.terminals[0])),
      at('arrive', end(to, route.arrives, names?.[1], route.terminals[1])),
    );
    used.add(i).add(flightAt).add(dayAt);
    if (names && belowAt !== undefined) used.add(belowAt);
  }
  return { facts, lines: used };
}

/** A line's cells apart by three spaces or more, each with the column it starts at. */
export function wideCells(line: string): { start: number; text: string }[] {
  return matchAll(line, WIDE_CELL).map((m) => ({ start: m.index, text: m[0] }));
}

const WIDE_CELL = /\S+(?: {1,2}\S+)*/g;

/** The texts of a line's cells apart by three spaces or more. */
function cellTexts(line: string): string[] {
  return wideCells(line).map((c) => c.text);
}

/** A cell that is a flight's designator alone: `IB3677`, `LH 400`. */
const DESIGNATOR_CELL = /^([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})$/;
/** A cell that is an airport with its code in brackets: `Berlin (TXL)`. */
const PLACE_CELL = /^(\p{L}.{0,40}?)\s*\(([A-Z]{3})\)$/u;
/** A cell that is a clock alone: `07:35`, `7:35 AM`. */
const CLOCK_CELL = new RegExp(String.raw`^(?:[01]?\d|2[0-3])[:.][0-5]\d${HALF_OF_DAY}$`);
/** Who operates a flight, after its label on the same line or the next: `Operated by` / `: Iberia Express`. */
const OPERATED_BY = /(?:^|[\s/])operated by\s*:?\s*(.*)$/i;
const CARRIER_NAME = /^\p{L}[\p{L} .'&-]{1,40}$/u;

/** The day a cell gives alone (`20-Jul`), as read. */
function dayCell(cell: string | undefined, read: ReadWhen): string | undefined {
  const when = cell ? read(cell) : undefined;
  return when?.date && !when.clock && when.rest === '' ? when.date : undefined;
}

/** The airport a cell names by its code, when it is a known one's. */
function placeCell(cell: string | undefined): string | undefined {
  const m = cell ? PLACE_CELL.exec(cell) : null;
  return m?.[2] && findAirport(m[2]) ? cell : undefined;
}

/** The operator a flight's row names on the one or two lines under it, when it is a name. */
function operatorUnder(lines: readonly string[], at: number): string | undefined {
  for (const j of [at, at + 1]) {
    const m = OPERATED_BY.exec((lines[j] ?? '').trim());
    if (!m) continue;
    const name = (m[1] || (lines[j + 1] ?? '').trim()).replace(/^[:：]\s*/, '').trim();
    return CARRIER_NAME.test(name) ? name : undefined;
  }
  return undefined;
}

/**
 * Flights of a table that labels each end in its first column, four lines to a flight: the departure's label, the
 * flight and its days (`Von /From   IB3677   20-Jul   20-Jul`); the airport and both clocks (`Berlin (TXL)   12:25
 * 15:35`); the arrival's label; the airport (`Madrid (MAD)`); perhaps who operates it under them (`Operated by` /
 * `: Iberia Express`). Labelled facts at the first line; `lines` holds the lines read, whose own facts these replace.
 */
export function endLabelledRows(
  lines: readonly string[],
  read: ReadWhen,
): { facts: LabelledFact[]; lines: Set<number> } {
  const facts: LabelledFact[] = [];
  const used = new Set<number>();
  for (let i = 0; i + 3 < lines.length; i++) {
    const row = cellTexts(lines[i] ?? '');
    const flight = DESIGNATOR_CELL.exec(row[1] ?? '');
    if (!flight?.[1] || !airlineName(flight[1]) || factOfLabel(row[0] ?? '') !== 'depart') continue;
    const [places, labels, arrivals] = [i + 1, i + 2, i + 3].map((j) => cellTexts(lines[j] ?? ''));
    const from = placeCell(places?.[0]);
    const to = placeCell(arrivals?.[0]);
    const [departs, arrives] = [places?.[1], places?.[2]].map((c) => (c && CLOCK_CELL.test(c) ? c : undefined));
    const day = dayCell(row[2], read);
    const arrivalDay = dayCell(row[3], read) ?? day;
    if (!from || !to || !departs || !arrives || !day || !arrivalDay || factOfLabel(labels?.[0] ?? '') !== 'arrive') {
      continue;
    }
    const later = Math.round((Date.parse(arrivalDay) - Date.parse(day)) / 86_400_000);
    if (later < 0 || later > 2) continue;
    const operator = operatorUnder(lines, i + 4);
    const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line: i });
    facts.push(
      at('flight', `${flight[1]}${flight[2]}${operator ? ` (operated by ${operator})` : ''}`),
      at('date', row[2] ?? ''),
      at('depart', `${from} ${departs}`),
      at('arrive', `${to} ${arrives}${later > 0 ? ` +${later}` : ''}`),
    );
    for (let j = i; j <= i + (operator ? 5 : 3); j++) used.add(j);
    i += 3;
  }
  return { facts, lines: used };
}

/** A clock leading its end's line: `09:20`, `18h05`, `9:20 AM`. */
const LEADING_CLOCK = new RegExp(String.raw`^(\d{1,2}[:.h]\d{2}${HALF_OF_DAY})\s+(\p{L}.{1,80})$`, 'u');

/**
 * One end of a flight printed as its clock, then its airport and perhaps its terminal, on a line of their own
 * (`09:20 London-Gatwick`, `18h05 Hamburg Airport - Terminal 1`, `06:30 London (Heathrow Airport, United Kingdom)`).
 */
function clockLedEnd(line: string, read: ReadWhen): { clock: string; place: string; terminal?: string } | undefined {
  const m = line.length <= 100 ? LEADING_CLOCK.exec(withoutMarks(line)) : null;
  const when = m?.[1] ? read(m[1]) : undefined;
  if (!m?.[2] || !when?.clock || when.date) return undefined;
  const airport = airportIn(m[2]);
  if (!airport?.name) return undefined;
  const terminal = terminalIn(m[2]);
  return { clock: when.clock, place: airport.name, ...(terminal ? { terminal } : {}) };
}

/** A day alone on its line, or with the flight's designator before it (`Tue 19 Feb 19`, `DY1303-10 Jun 2025`). */
function dayLine(line: string, read: ReadWhen): string | undefined {
  const bare = withoutMarks(line);
  if (bare.length > 40 || /\d[:.h]\d\d/.test(bare)) return undefined;
  const when = read(bare.replace(DESIGNATOR, ' ').replace(/^[\s–-]+/, ''));
  return when.date && !when.clock && when.rest.replace(/[\s,.–-]/g, '') === '' ? when.date : undefined;
}

/** How many lines with text a card of clock-led ends may take before, between and after its ends. */
const NEAR_LINES = 3;

/**
 * Flights printed as cards of two clock-led ends, as airline mail lays them out once its HTML is text: a day on a line
 * above the departure (alone, or after the flight's designator: `DY1303-10 Jun 2025`), each end's clock and airport
 * on a line (`09:20 London-Gatwick`, `18h05 Hamburg Airport - Terminal 1`), perhaps the arrival's own day above it,
 * and the flight's designator of a known airline once on the card, above, between or below its ends (`Flight AF1511 -
 * Operated by Air France`, `Flight number: KL 1000`). Both airports must be known and differ, the arrival the same
 * day or the next. Each card gives labelled facts at its day's line; `lines` are the lines of the cards' days, ends
 * and designators.
 */
export function clockLedCards(lines: readonly string[], read: ReadWhen): { facts: LabelledFact[]; lines: Set<number> } {
  const facts: LabelledFact[] = [];
  const used = new Set<number>();
  // The lines with text around a line, nearest first, up to a few.
  const near = (from: number, step: 1 | -1, stop: (j: number) => boolean) => {
    const found: number[] = [];
    for (let j = from + step; j >= 0 && j < lines.length && found.length < NEAR_LINES; j += step) {
      if (!(lines[j] ?? '').trim()) continue;
      if (stop(j)) break;
      found.push(j);
    }
    return found;
  };
  const isEnd = (j: number) => clockLedEnd(lines[j] ?? '', read) !== undefined;
  for (let i = 0; i < lines.length; i++) {
    const from = clockLedEnd(lines[i] ?? '', read);
    if (!from || used.has(i)) continue;
    // The day alone, or after a heading and its mark (`Andata — lunedì 9 marzo 2026`).
    const dayOf = (line: string) => {
      const alone = dayLine(line, read);
      if (alone) return alone;
      const headed = dayOfHeading(withoutMarks(line), read);
      return headed ? read(headed).date : undefined;
    };
    const above = near(i, -1, (j) => isEnd(j) || used.has(j));
    const dayAt = above.find((j) => dayOf(lines[j] ?? ''));
    const date = dayAt === undefined ? undefined : dayOf(lines[dayAt] ?? '');
    const between = near(i, 1, isEnd);
    const arrivesAt = (between.at(-1) ?? i) + 1 + lines.slice((between.at(-1) ?? i) + 1).findIndex((l) => l.trim());
    const to = clockLedEnd(lines[arrivesAt] ?? '', read);
    if (dayAt === undefined || !date || !to) continue;
    const arrivalDay = between.map((j) => dayLine(lines[j] ?? '', read)).find(Boolean) ?? date;
    // Below the arrival, the card runs to the next day or end.
    const after = near(arrivesAt, 1, (j) => isEnd(j) || dayLine(lines[j] ?? '', read) !== undefined);
    // A line between the day and the departure (`Ryanair FR 4811`) is the card's too.
    const under = above.filter((j) => dayAt !== undefined && j > dayAt);
    const card = [dayAt, ...under, ...between, ...after].map((j) => lines[j] ?? '').join('\n');
    const flights = designators(card);
    const [fromAirport, toAirport] = [airportIn(from.place), airportIn(to.place)];
    if (flights.length !== 1 || !fromAirport || !toAirport || fromAirport.iataCode === toAirport.iataCode) continue;
    const ride = cardRide(
      dayAt,
      { value: flights[0] ?? '', label: '' },
      { ...from, date },
      { ...to, date: arrivalDay },
    );
    if (!ride) continue;
    facts.push(...ride);
    // The card's own lines: its day, its ends and its designator's (a passenger listed below it is not the card's).
    const flightAt = [dayAt, ...under, ...between, ...after].filter((j) => designators(lines[j] ?? '').length > 0);
    for (const j of [dayAt, i, arrivesAt, ...flightAt]) used.add(j);
    i = arrivesAt;
  }
  return { facts, lines: used };
}
