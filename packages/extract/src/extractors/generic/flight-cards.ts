import { airlineName } from '../../refdata/airlines.js';
import { findAirport } from '../../refdata/airports.js';
import type { WhenAndRest } from './date-time.js';
import type { LabelledFact } from './labelled-facts.js';
import { nameBeforeCode } from './places.js';

type ReadWhen = (value: string) => WhenAndRest;

/** A card is a few short lines: more is a paragraph, or several cards run together. */
const MAX_CARD_LINES = 6;
const MAX_CARD_CHARS = 400;

/** A flight's designator standing alone: an airline code with a letter in it, then the number. */
const DESIGNATOR = /(?<![A-Za-z0-9])([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})(?![\d:])/g;
/** A word in capitals of three letters, which may be an airport's code. */
const CODE = /(?<![\p{L}\d])(\p{Lu}{3})(?![\p{L}\d])/gu;
/** A word in capitals of four letters or more: a code before one is a word of a city's name ("NEW YORK"). */
const CAPITAL_WORD = /^\p{Lu}{4,}$/u;
const CLOCK = /(?<![\d:.])([01]?\d|2[0-3])[:.h]([0-5]\d)(?![\d.:]\d)(\s*\(?\+1\)?)?/g;

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

/** The designators of known airlines a card names. */
function designators(card: string): string[] {
  const found = new Set<string>();
  for (const m of card.matchAll(DESIGNATOR)) if (m[1] && m[2] && airlineName(m[1])) found.add(`${m[1]} ${m[2]}`);
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
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && (lines[i] ?? '').trim()) continue;
    const block = lines.slice(start, i);
    const first = start;
    start = i + 1;
    const card = block.join('\n');
    if (block.length < 2 || block.length > MAX_CARD_LINES || card.length > MAX_CARD_CHARS) continue;
    // The cheaper tests first: most blocks name no flight.
    const flights = designators(card);
    if (flights.length !== 1) continue;
    const clocks = [...card.matchAll(CLOCK)];
    if (clocks.length < 1 || clocks.length > 2) continue;
    const codes = airportCodes(card);
    const day = codes.length === 2 ? block.map((line) => read(line).date).find(Boolean) : undefined;
    if (codes.length !== 2 || !day) continue;
    const [departs, arrives] = clocks.map((c) => `${c[1]?.padStart(2, '0')}:${c[2]}${c[3] ? ' +1' : ''}`);
    const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line: first });
    // The airport as the card names it beside its code ("Paris, Orly (ORY)"), when it does.
    const [from, to] = codes.map((code) => {
      const name = nameBeforeCode(card, code);
      return name ? `${name} (${code})` : `(${code})`;
    });
    found.push(
      at('flight', flights[0] ?? ''),
      at('date', day),
      at('depart', `${from} ${departs}`),
      at('arrive', `${to}${arrives ? ` ${arrives}` : ''}`),
    );
  }
  return found;
}
