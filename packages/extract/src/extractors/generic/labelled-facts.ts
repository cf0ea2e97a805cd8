import { remembered } from '../../engine/remembered.js';
import { plainLetters } from '../../refdata/plain-letters.js';
import { withoutMarks } from '../lib/text.js';
import { mayGiveWhen, readWhen } from './date-time.js';
import { AIRLINE_WORDS, FACTS, type Fact, LABELS, MANY_PEOPLE } from './labels.js';
import { knownPlace, namesOnlyTerminal, stationIn } from './places.js';
import { isMode } from './ride-kinds.js';
import { seatingOnLine, seatingOverTwoLines } from './seating.js';

/** One labelled fact of a document: which fact, the label as written, its value, and the line it was on. */
export interface LabelledFact {
  fact: Fact;
  label: string;
  value: string;
  line: number;
}

/** White space that folding changes: a run of it, or any but a plain space. */
const FOLDABLE_SPACE = /\s\s|[^\S ]/;

/** A label as looked up: plain lower-case letters, white space folded, a trailing "#", "No." or "Nr." dropped. */
export function foldLabel(text: string): string {
  return folds(text);
}

/**
 * Labels and lines folded. The readers fold the same labels and lines over and over, within a document and from one
 * to the next: folds are kept, bounded so that odd lines cannot grow them, and are the same as folded anew.
 */
const folds = remembered(foldAnew, 4096);

function foldAnew(text: string): string {
  let folded = plainLetters(text).replace(/[*_]/g, '');
  // White space is folded only where there is some to fold: most labels are words apart by single spaces.
  if (FOLDABLE_SPACE.test(folded)) folded = folded.replace(/\s+/g, ' ');
  folded = folded.trim();
  // The end patterns are tried only when the last character could end them: unanchored at the start, each would
  // otherwise be tried from every space of every label.
  if (folded.endsWith('#')) folded = folded.replace(/\s*#$/, '');
  const last = folded.charAt(folded.length - 1);
  if (last === 'o' || last === 'r' || last === '°' || last === '.') folded = folded.replace(/\s+(?:no|nr|n°)\.?$/, '');
  // "Reisende/r", "Teilnehmer/in", "Kunde (r)": a German word's ending of the other gender is no part of the label.
  if (folded.includes('/') || folded.endsWith(')'))
    folded = folded.replace(/(?<=\p{L})(?:\/|\s?\()(?:r|in|innen)\)?$/u, '');
  return folded;
}

let index: Map<string, Fact> | undefined;
let languages: Map<string, Set<string>> | undefined;
/** The length of the longest folded label of the index, once it is built. */
let longestLabel = 0;
/** The words of the label of most words (`Lieu de prise en charge`), once the index is built. */
let mostLabelWords = 0;

/** Folded label → fact, across every language; the first language (and fact) to claim a spelling keeps it. */
function labelIndex(): Map<string, Fact> {
  if (index) return index;
  index = new Map();
  languages = new Map();
  for (const [language, table] of Object.entries(LABELS)) {
    for (const fact of FACTS) {
      for (const label of table[fact] ?? []) {
        const key = foldLabel(label);
        if (!index.has(key)) index.set(key, fact);
        longestLabel = Math.max(longestLabel, key.length);
        mostLabelWords = Math.max(mostLabelWords, key.split(' ').length);
        languages.set(key, (languages.get(key) ?? new Set()).add(language));
      }
    }
  }
  // "Bookingcode", "Bookingnummer": Dutch, German and Scandinavian mail write an English reference label as one word.
  for (const label of LABELS.en?.reference ?? []) {
    const joined = joinedLabel(foldLabel(label));
    if (joined && !index.has(joined)) {
      index.set(joined, 'reference');
      languages.set(joined, new Set(['en']));
    }
  }
  return index;
}

/** A label of two words, each a word of letters, written as one ("booking code" → "bookingcode"). */
function joinedLabel(folded: string): string | undefined {
  return /^\p{L}{4,} \p{L}{2,}$/u.test(folded) ? folded.replace(' ', '') : undefined;
}

/** The most words a label of the tables has: a table row's label is looked for in no more of its first words. */
function labelWordsAtMost(): number {
  labelIndex();
  return mostLabelWords;
}

/** A label as its table spells it: "Passenger 2", "Flight (outbound)" are the label, numbered or qualified. */
function tableKey(label: string): string | undefined {
  return tableKeyOfFolded(foldLabel(label));
}

function tableKeyOfFolded(folded: string): string | undefined {
  // Whole lines are asked about too: one longer than every label is none, and is not looked up (nor hashed) whole.
  const labels = labelIndex();
  if (folded.length <= longestLabel && labels.has(folded)) return folded;
  // Only a label that ends in a bracket or a digit can be numbered or qualified: the others need no pattern.
  const last = folded.charAt(folded.length - 1);
  if (last !== ')' && !(last >= '0' && last <= '9')) return timedKey(folded);
  const bare = folded.replace(/\s*(?:\(.*\)|\d{1,2})$/, '');
  if (labelIndex().has(bare)) return bare;
  // "Codice Biglietto (PNR)": a label the tables know, in brackets after one they do not.
  const bracketed = /\(([^()]{2,30})\)$/.exec(folded)?.[1]?.trim();
  return bracketed && labelIndex().has(bracketed) ? bracketed : undefined;
}

/** Words that lead a time after its label: `Check-in from`, `Check-out until`, `Anreise ab`. */
const TIME_LEAD =
  /(?<!\s)\s+(?:from|until|by|after|before|ab|bis|des|jusqu'a|desde|hasta|dalle|entro|vanaf|tot|od|do|fran)$/;

/**
 * A label with the word that leads its time, as the table spells the label without it. A vehicle's word before "from"
 * leads no time but a route (`Flight from Newark to San Francisco`).
 */
function timedKey(folded: string): string | undefined {
  if (!folded.includes(' ')) return undefined;
  const timed = folded.replace(TIME_LEAD, '');
  const fact = timed !== folded ? labelIndex().get(timed) : undefined;
  return fact && !isMode(fact) ? timed : undefined;
}

function factOfKey(key: string | undefined): Fact | undefined {
  return key === undefined ? undefined : labelIndex().get(key);
}

/**
 * The facts of the labels asked about while one document is read, by the label as written. The readers ask about the
 * same lines and cells again and again (each pass over the text, each table reading its cells, each sentence's words
 * before a code): the answer depends on the label alone. Kept only for the document's reading, never across documents.
 */
let asked: Map<string, Fact | undefined> | undefined;

/** Runs `read` (one document's reading) with the facts of the labels it asks about remembered until it returns. */
export function withLabelsRemembered<T>(read: () => T): T {
  if (asked) return read();
  asked = new Map();
  try {
    return read();
  } finally {
    asked = undefined;
  }
}

/** The fact a label names, if any; a label written in two languages ("Рейс / Flight") when both name the same fact. */
export function factOfLabel(label: string): Fact | undefined {
  if (!asked) return factOfFolded(foldLabel(label));
  const known = asked.get(label);
  if (known !== undefined || asked.has(label)) return known;
  const fact = factOfFolded(foldLabel(label));
  asked.set(label, fact);
  return fact;
}

/** `factOfLabel` of a label already folded. */
function factOfFolded(folded: string): Fact | undefined {
  const fact = factOfKey(tableKeyOfFolded(folded));
  if (fact || !folded.includes('/')) return fact;
  const parts = folded.split(/\s*\/\s*/);
  if (parts.length !== 2 || parts.some((p) => !p)) return undefined;
  const [a, b] = parts.map((part) => factOfKey(tableKey(part)));
  return a && a === b ? a : undefined;
}

let airlineWords: Map<string, string> | undefined;

/**
 * The label of a flight in the language of a column's heading that is a word for an airline, alone or before the
 * airline's name (`Airline`, `А/К ЮТЭЙР` → `рейс`), if it is one.
 */
export function airlineWordLabel(heading: string): string | undefined {
  if (!airlineWords) {
    airlineWords = new Map();
    for (const [language, words] of Object.entries(AIRLINE_WORDS)) {
      const flight = LABELS[language]?.flight?.[0];
      for (const word of words)
        if (flight && !airlineWords.has(foldLabel(word))) airlineWords.set(foldLabel(word), flight);
    }
  }
  const folded = foldLabel(heading);
  const space = folded.indexOf(' ');
  // The word alone, or before the airline's name; "compagnia aerea", a word of two, alone.
  return airlineWords.get(folded) ?? (space > 0 ? airlineWords.get(folded.slice(0, space)) : undefined);
}

/** The languages whose table spells this label ("depart" is English and French), empty for no label. */
export function languagesOfLabel(label: string): ReadonlySet<string> {
  const key = tableKey(label);
  return (key !== undefined && languages?.get(key)) || new Set();
}

/**
 * Whether a document's labels say it writes a slashed day with the day first (`12/07/2024` is 12 July): a label
 * spelt in English alone says not, as English is written both ways; else a label spelt only in other languages
 * says it does. A language the document declares (`es`, `pt-BR`, a wallet pass's `es.lproj`) counts as such a label
 * when the tables know it.
 */
export function labelsWriteDayFirst(labels: Iterable<string>, declared?: string): boolean {
  const base = declared?.toLowerCase().split(/[-_.]/)[0];
  let other = base !== undefined && base !== 'en' && base in LABELS;
  for (const label of labels) {
    const spelt = languagesOfLabel(label);
    if (spelt.size === 1 && spelt.has('en')) return false;
    if ([...spelt].some((l) => l !== 'en') && !spelt.has('en')) other = true;
  }
  return other;
}

/**
 * The fact of a colon label that a table row runs on from a heading ("ПУНКТ ОТПРАВЛЕНИЯ Номер рейса:"): its last
 * two to four words, when they are a label. A single word is too common to stand for a label at the end of a line.
 */
function factOfTrailingLabel(label: string): { fact: Fact; label: string } | undefined {
  const words = label.trim().split(/\s+/);
  for (let k = Math.min(4, words.length - 1); k >= 2; k--) {
    const tail = words.slice(-k).join(' ');
    const fact = factOfLabel(tail);
    if (fact) return { fact, label: tail };
  }
  return undefined;
}

/**
 * A short label, perhaps with the ride's number in its order, a dash or another mark set apart by spaces, and a value:
 * `Flight - Thu, Nov 20, 2025`, `FLIGHT | Tue 08 Dec 2026`, `Flight · Mon, 9 Mar 2026`, `AIR / Tuesday, December 15,
 * 2026`, `Trip 2 - Sunday, December 13, 2026`.
 */
const DASH_HEADING = /^(\p{L}[\p{L} ]{1,30}?)(?:\s+\d{1,2})?\s+[-–—·|/]\s+(\S.{4,60})$/u;

/** Whether a line may hold a heading's mark between a label and a day (a quick test before the pattern). */
function hasHeadingMark(line: string): boolean {
  return /\s[-–—·|/]\s/.test(line);
}

/** A label of a word or two ending in "for" or "by", then a name of two to four capitalised words. */
const PERSON_AFTER = /^(\p{L}+(?: \p{L}+)? (?:for|by))\s+(\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+){1,3})$/u;

/** A label of a word or two, a number's sign, and a code with a digit in it: `Confirmation #114829305`. */
const HASHED = /^(\p{L}{3,20}(?: \p{L}{2,20})?)\s*#\s*((?=[A-Z-]*\d)[A-Z0-9][A-Z0-9/-]{3,24})$/u;

/** A value that gives a day and nothing else. */
function isDayOnlyValue(value: string): boolean {
  const when = readWhen(value);
  return Boolean(when.date) && !when.clock && when.rest === '';
}

/** Words for a hotel that begin many hotels' names ("Hotel Adlon", "Hôtel du Nord"), as the tables fold them. */
const NAMED_LODGING: ReadonlySet<string> = new Set(['hotel', 'hotell', 'hostel', 'albergo', 'hostal', 'pension']);

/** Words for whoever supplies a part of a trip, which may qualify a reference's label. */
const SUPPLIER =
  /^(?:airline|carrier|hotel|supplier|vendor|operator|rail|train|car|fluggesellschaft|airline's|flygbolagets|flyselskabets|flyselskapets)$/i;
/** The word for "your" that may lead a label (`Din bokningsreferens`, `Ihre Buchungsnummer`, `Votre référence`). */
const POSSESSIVE = /^(?:your|din|ditt|dit|ihre|ihr|votre|vos|su|sus|tu|uw|je|jouw|la\s+sua|vaše|vase|twój|twoj|teie)$/i;
/** The reservation systems that print agencies' itineraries, whose name may qualify a reference's label. */
const RESERVATION_SYSTEM = /^(?:galileo|amadeus|sabre|worldspan|apollo|travelport)$/i;

/**
 * A booking reference's label with a word or two before it that qualifies it (`Individual reservation code`,
 * `Airline booking reference`, `Your confirmation number`): a reference, when its last two or three words are one.
 */
function qualifiedReference(label: string): Fact | undefined {
  // "HRS-Buchungsnummer", "Lufthansa-Buchungscode": a brand joined to the reference's label by a hyphen.
  const joined = /^[\p{L}\d&]{2,20}-(\p{L}{4,})$/u.exec(label.trim());
  if (joined?.[1] && factOfLabel(joined[1]) === 'reference') return 'reference';
  const words = label.trim().split(/\s+/);
  // "Airline reference", "Hotel confirmation": a supplier's own record of the booking.
  // "Din bokningsreferens": a reference's label after the word for "your".
  const qualifier = words[0] ?? '';
  if (
    words.length === 2 &&
    (SUPPLIER.test(qualifier) || POSSESSIVE.test(qualifier)) &&
    factOfLabel(words[1] ?? '') === 'reference'
  ) {
    return 'reference';
  }
  // "E-TICKET - Galileo Reference": a reservation system's record, at the end of a heading.
  const [system = '', last = ''] = words.slice(-2);
  if (RESERVATION_SYSTEM.test(system) && factOfLabel(last) === 'reference') return 'reference';
  if (words.length < 3 || words.length > 5) return undefined;
  for (let k = Math.min(3, words.length - 1); k >= 2; k--) {
    if (factOfLabel(words.slice(-k).join(' ')) === 'reference') return 'reference';
  }
  return undefined;
}

/** "Ticket No.", "Biglietto N°": a ticket's word and a number's sign, which folding would take off, leaving the word. */
const NUMBERED_TICKET = /^(?:ticket|billet|biglietto|bilhete|entrada|j[ií]zdenka)\s*(?:no\.?|nr\.?|n[°º]\.?|č\.|#)$/i;

/**
 * A ticket's word and a number's sign leading its number without a colon, perhaps after a word for its kind
 * (`Elektronická jízdenka č. 0123456789`, `E-ticket no. 88412037`): the label, and the number with a digit in it.
 */
const TICKET_LED =
  /^(?:\p{L}+[ -])?((?:ticket|billet|biglietto|bilhete|j[ií]zdenka)\s*(?:no\.?|nr\.?|n[°º]\.?|č\.|#))\s*((?=[A-Z]*\d)[A-Z0-9]{5,20})$/iu;

/** The ticket's number that a ticket's word with a number's sign labels. */
function numberedTicket(label: string): Fact | undefined {
  return NUMBERED_TICKET.test(label.trim()) ? 'ticketNumber' : undefined;
}

/** Whether the line under a line is a seat's label and its number alone (`Posto 12D`, `Seat 45`). */
function seatBelow(lines: readonly string[], at: number): boolean {
  const seat = /^(\p{L}[\p{L}.]*(?: \p{L}+)?)\s+\d{1,3}[A-Z]?$/u.exec(withoutMarks(lines[at + 1] ?? ''));
  return seat?.[1] !== undefined && factOfLabel(seat[1]) === 'seat';
}

const MAX_LINES = 4000;
const MAX_LINE = 300;
/** One- and two-letter labels ("A", "De", "Z") only count with a colon after them. */
export const MIN_LOOSE_LABEL = 3;

/** Facts whose value may go on with its day or time on the next line ("Pick-up: Denver Airport" / "Mar 10, 9:00"). */
const TIMED_FACTS: ReadonlySet<Fact> = new Set(['depart', 'arrive', 'checkin', 'checkout', 'pickup', 'dropoff']);

/** A line that holds nothing but a day or a time. */
function isWhenOnly(line: string): boolean {
  if (!mayGiveWhen(line)) return false;
  const when = readWhen(line);
  return Boolean(when.date || when.clock) && when.rest === '';
}

/**
 * A line that reads as a car hire's branch: a short name, capitalised, no sentence, address book entry or link, nor
 * a fact of its own under a label (`Abholstation: München Flughafen`), which is read as its label says.
 */
function isBranchLine(line: string): boolean {
  return (
    line.length <= 60 &&
    /^\p{Lu}/u.test(line) &&
    !/[.!?:]$|[@<>]|https?:|www\./i.test(line) &&
    !/^[^:：]{2,40}[:：]\s/u.test(line) &&
    line.split(/\s+/).length <= 8 &&
    !/\d{1,2}:\d{2}/.test(line)
  );
}

/**
 * The value, with the next line added when it is only the day or time that goes with it; a car hire's day and time
 * ("Pick-up: Thu, 12/17/2026 09:00 AM") takes its branch from the line below ("Las Vegas Airport (LAS)").
 */
function withWhenBelow(lines: readonly string[], i: number, fact: Fact, value: string): string {
  if (!TIMED_FACTS.has(fact)) return value;
  const next = withoutMarks(lines[i + 1] ?? '');
  // "Ankomst:   10:35 Barajas(MAD)" over an indented "Terminal 4": the airport's terminal, set under its value.
  if ((fact === 'depart' || fact === 'arrive') && /^\s/.test(lines[i + 1] ?? '') && namesOnlyTerminal(next)) {
    return next ? `${value}, ${next}` : value;
  }
  if ((fact === 'pickup' || fact === 'dropoff') && next && isWhenOnly(value) && !factOfLabel(next)) {
    return isBranchLine(next) && !isWhenOnly(next) ? `${next}, ${value}` : value;
  }
  // A line without a digit is no day or time: it is not looked up as a label either.
  if (!next || next.length > 60 || !mayGiveWhen(next) || factOfLabel(next) || !isWhenOnly(next)) return value;
  // "Check-in" / "Fri, Jun 6" / "3:00 PM": a day alone takes the time on the line below it.
  const when = readWhen(value);
  if (when.date && (when.clock || when.rest !== '' || readWhen(next).date)) return value;
  return `${value} ${next}`;
}

/** A gap as wide as this between two runs of text on a line parts two columns of a printed page. */
const FAR_COLUMN = /\s{8,}/;

/**
 * A value that gives a day or a time, then far to its right another column's text (`WEDNESDAY 2 JANUARY 2019` and
 * `Please verify flight times prior to departure`): the day or time alone.
 */
function dayBeforeFarColumn(value: string): string {
  const gap = value.length > 20 ? FAR_COLUMN.exec(value) : null;
  const head = gap ? value.slice(0, gap.index) : '';
  return head && isWhenOnly(head) ? head : value;
}

/** A line set out in columns by spaces: indented, or with a wide gap inside it. */
const SET_OUT = /^ {3}|\S {3,}\S/;
/** A run of text on a line set out in columns: words apart by one or two spaces. */
const COLUMN_RUN = /\S+(?: {1,2}\S+)*/g;

/**
 * What a line set out in columns holds from a label's column on (the characters its label's line spans): the line
 * from the first run of text that overlaps that column, the columns to its left cut off; '' when no run does. The
 * whole line when neither it nor the label's line is set out so.
 */
function underLabel(line: string, labelLine: string): string {
  if (line.includes('\t') || labelLine.includes('\t') || !(SET_OUT.test(line) || SET_OUT.test(labelLine))) return line;
  const start = labelLine.search(/\S/);
  const end = labelLine.trimEnd().length;
  const under = [...line.matchAll(COLUMN_RUN)].find((m) => m.index < end && m.index + m[0].length > start);
  return under ? line.slice(under.index) : '';
}

function valueAfter(lines: readonly string[], from: number): { value: string; line: number } | undefined {
  for (let j = from + 1; j < Math.min(lines.length, from + 3); j++) {
    // "REFERENCE" over "2023" of the next column, then "XXDY-1": a value stands under its label's own column.
    const next = withoutMarks(underLabel(lines[j] ?? '', lines[from] ?? ''));
    if (!next) continue;
    const labelled = /^([^:：]{1,48}?)\s*[:：]/.exec(next);
    if (factOfLabel(next) || (labelled && factOfLabel(labelled[1] ?? ''))) return undefined;
    return { value: next, line: j };
  }
  return undefined;
}

/** A second label on the line, after a run of spaces or a bar: `Check-in: 15 Mar 2024    Check-out: 17 Mar 2024`. */
export const BESIDE = /(?:\s{3,}|\t+|\s+\|\s+)((?:(?!\s{3})[^:：|\t]){2,40}?)\s*[:：]\s*(\S.*)$/;
/** What sets a second label apart, which stands before the colon that ends it. */
const BESIDE_GAP = /\s{3}|\t|\s\|\s/;
/** White space as `BESIDE` reads it. */
const SPACE = /\s/;
/** What ends a line for `.` in a pattern: a value runs to the text's end without one. */
const LINE_END = /[\n\r\u2028\u2029]/;
/** A run of white space wide enough to part two cells, which no label beside another opens. */
const THREE_SPACES = /\s{3}/;
/** The longest label `BESIDE` reads. */
const MAX_BESIDE_LABEL = 40;

function isSpaceAt(text: string, i: number): boolean {
  return i < text.length && SPACE.test(text.charAt(i));
}

function colonFrom(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === ':' || c === '：') return i;
  }
  return -1;
}

/** Where the value after a colon starts, as `\s*(\S.*)$` reads it: the first printed character, with no line end after it. */
function valueStartAfter(text: string, colon: number): number {
  let v = colon + 1;
  while (isSpaceAt(text, v)) v++;
  return v < text.length && !LINE_END.test(text.slice(v)) ? v : -1;
}

/** The places a second label can start at, as `BESIDE` tries them from a space: after its gap, the longest first. */
function labelStarts(text: string, start: number): number[] {
  let run = start;
  while (isSpaceAt(text, run)) run++;
  let tabs = start;
  while (text.charAt(tabs) === '\t') tabs++;
  const starts: number[] = [];
  for (let f = run; f >= start + 3; f--) starts.push(f);
  for (let f = tabs; f >= start + 1; f--) starts.push(f);
  if (run > start && text.charAt(run) === '|') {
    let after = run + 1;
    while (isSpaceAt(text, after)) after++;
    for (let f = after; f >= run + 2; f--) starts.push(f);
  }
  return starts;
}

/**
 * `BESIDE` tried at one place, read without trying its every split: at each place a label can start, the longest gap
 * first, the label is its shortest reading, up to the last printed character before the colon (`labelEnd`) and two
 * characters at least, with no bar or tab in it; the colon and the value after it are the same for every place.
 */
function besideAt(text: string, start: number, colon: number, value: number, labelEnd: number): RegExpExecArray | null {
  for (const first of labelStarts(text, start)) {
    const end = Math.max(first + 2, labelEnd);
    if (end > colon || end - first > MAX_BESIDE_LABEL) continue;
    const label = text.slice(first, end);
    // "Corporation :<tab>SETC    PNR Number :": a run of spaces in a label parts two cells, the second its label.
    // As the pattern reads it: no character of the label opens three white spaces, those after the label counted.
    if (label.includes('|') || label.includes('\t') || THREE_SPACES.test(text.slice(first, end + 2))) continue;
    const read: [string, string, string] = [text.slice(start), label, text.slice(value)];
    return Object.assign(read, {
      index: start,
      input: text,
      groups: undefined,
    });
  }
  return null;
}

/**
 * `BESIDE.exec(text)`, the same match, read in time along the text's length. A match starts in a run of white space,
 * and all that stands between the run (with a bar after it) and the next colon, white space around it aside, is its
 * label, at most 40 characters long. What opens a match at a later space of a run (three spaces or more, tabs, spaces
 * to a bar) also opens one at the run's first space, the spaces between taken in, with the same label and value after
 * it: but for a single tab second in the run, which the run's first space and that tab (two spaces only) cannot open.
 * So a run is tried from its first two places only, and each is read without the pattern, which tried every length
 * of the run and of the label, and every length of the spaces after the colon, before it failed.
 */
export function besideMatch(text: string): RegExpExecArray | null {
  const last = Math.max(text.lastIndexOf(':'), text.lastIndexOf('：'));
  if (last < 0 || !BESIDE_GAP.test(text.slice(0, last))) return null;
  let colon = -1;
  let value = -1;
  let labelEnd = -1;
  let p = 0;
  while (p < text.length) {
    if (!isSpaceAt(text, p)) {
      p++;
      continue;
    }
    let end = p;
    while (isSpaceAt(text, end)) end++;
    let first = end;
    if (text.charAt(first) === '|') {
      first++;
      while (isSpaceAt(text, first)) first++;
    }
    if (colon < first) {
      colon = colonFrom(text, first);
      if (colon < 0) return null;
      value = valueStartAfter(text, colon);
      labelEnd = colon;
      while (labelEnd > 0 && isSpaceAt(text, labelEnd - 1)) labelEnd--;
    }
    if (value >= 0 && Math.max(labelEnd, first) - first <= MAX_BESIDE_LABEL) {
      for (let start = p; start < end && start <= p + 1; start++) {
        const match = besideAt(text, start, colon, value, labelEnd);
        if (match) return match;
      }
    }
    p = end;
  }
  return null;
}

/** Facts whose value is a place. */
const PLACE_FACTS: ReadonlySet<Fact> = new Set(['depart', 'arrive', 'hotel', 'venue', 'pickup', 'dropoff', 'stop']);
/** A label after a wide gap: a word or a few, and a colon with a space after it. */
const UNKNOWN_BESIDE = /\s{3,}\p{L}[\p{L} .()/-]{0,30}:\s/u;

/**
 * The facts of one line that holds several labelled values side by side, each value cut where the next label
 * starts; one fact when the line holds one. A place ends where a label no table knows stands beside it ("Arrival
 * Port: Buenos Aires      Open: No").
 */
function besideEachOther(label: string, fact: Fact, value: string): { fact: Fact; label: string; value: string }[] {
  const found: { fact: Fact; label: string; value: string }[] = [];
  let current = { fact, label, value };
  for (let k = 0; k < 4; k++) {
    // A second label ends in a colon: most values hold none, and need no search.
    const next = besideMatch(current.value);
    const nextFact = next ? factOfLabel(next[1] ?? '') : undefined;
    if (!next || !nextFact) break;
    found.push({ ...current, value: current.value.slice(0, next.index).trim() });
    current = { fact: nextFact, label: next[1] ?? '', value: next[2]?.trim() ?? '' };
  }
  const unknown =
    PLACE_FACTS.has(current.fact) && current.value.includes('   ') ? UNKNOWN_BESIDE.exec(current.value) : null;
  found.push(unknown ? { ...current, value: current.value.slice(0, unknown.index).trim() } : current);
  return found;
}

/** A reference's code: capitals and digits, a digit among them, perhaps a hyphen between them (`QX7K2M`, `SW-77120`). */
const REFERENCE_CODE = /^(?=[A-Z-]*\d)[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){4,15}$/;

/** A line of a reference's known label of one to four words, then its code and nothing else: the fact. */
export function bareReference(line: string): { fact: Fact; label: string; value: string } | undefined {
  const words = line.trim().split(/\s+/);
  const code = words.at(-1) ?? '';
  if (words.length < 2 || words.length > 5 || !REFERENCE_CODE.test(code)) return undefined;
  const label = words.slice(0, -1).join(' ');
  const folded = foldLabel(label);
  if (folded.length < MIN_LOOSE_LABEL || factOfFolded(folded) !== 'reference') return undefined;
  return { fact: 'reference', label, value: code };
}

/** A side's label of a word or two, a clock and a place (`ab 08:12 München Hbf`), or the place first (`Zürich HB ab 07:02`). */
const LABEL_CLOCK_PLACE = /^(\p{L}+(?: \p{L}+)?)\s+(\d{1,2}[:.]\d{2})\s+(\p{Lu}[\p{L} .'-]{1,40})$/u;
const PLACE_LABEL_CLOCK = /^(\p{Lu}[\p{L} .'-]{1,40}?)\s+(\p{Ll}{2,3})\s+(\d{1,2}[:.]\d{2})$/u;

/**
 * A ride's departure or arrival printed without a colon: a known label of its side next to a clock and a station the
 * reference data knows, the value as `08:12 München Hbf`. Any other place, or a label of anything else, gives none.
 */
export function stopBesideClock(line: string): { fact: Fact; label: string; value: string } | undefined {
  const led = LABEL_CLOCK_PLACE.exec(line);
  const trailed = led ? null : PLACE_LABEL_CLOCK.exec(line);
  const label = led?.[1] ?? trailed?.[2];
  const clock = led?.[2] ?? trailed?.[3];
  const place = (led?.[3] ?? trailed?.[1])?.trim();
  if (!label || !clock || !place) return undefined;
  const fact = factOfLabel(label);
  if ((fact !== 'depart' && fact !== 'arrive') || stationIn(place) !== place) return undefined;
  return { fact, label, value: `${clock} ${place}` };
}

/** A line of labelled cells four spaces or more apart: a label's colon, a gap after it, another colon after that. */
function isLabelledColumns(line: string): boolean {
  const first = line.indexOf(':');
  const gap = first < 0 ? -1 : line.indexOf('    ', first);
  return gap > 0 && line.indexOf(':', gap) > 0;
}

/**
 * Every labelled fact of a text, in order: "Label: value" on one line, a label alone on its line with its value on
 * the next, and (`loose`, for text made from HTML tables) a known label of three or more letters followed by its
 * value after a space; `isHeading` tells the lines that were headings of the page. Several names after a passenger
 * label alone on its line are one fact each.
 */
export function readFacts(
  text: string,
  loose = false,
  isHeading: (line: string) => boolean = () => false,
): LabelledFact[] {
  const lines = text.split(/\r?\n/).slice(0, MAX_LINES);
  // Each line cleaned of its marks once: the line itself, the one under it and a table's rows ask for it again.
  const cleaned = lines.map(withoutMarks);
  const facts: LabelledFact[] = [];
  const headers = mailHeaderLines(lines, cleaned);
  // The line of the last `FROM` column read, under which a `TO` column is one too.
  let fromColumnAt = -2;
  for (let i = 0; i < lines.length; i++) {
    const line = cleaned[i] ?? '';
    if (!line || line.length > MAX_LINE || headers.has(i)) continue;
    // "Vogn 3, plads 45", "Coach C Seat 22": a coach and seat need no labels' colons.
    const seating = seatingOnLine(line);
    for (const f of seating.facts) facts.push({ ...f, line: i });
    // "Wg. 256," over "Pl. 71 73": a coach and seat whose cell runs onto the next line.
    if (seating.facts.length === 0) {
      for (const f of seatingOverTwoLines(line, cleaned[i + 1] ?? '')) facts.push({ ...f, line: i });
    }
    if (seating.whole) continue;
    // "Bus 2101 · Passenger: Ines Laurent": cells set apart by a middle dot, each read as a line of its own when
    // two of them at least give facts.
    // So are a printed page's columns of labelled facts, four spaces or more apart ("PNR Number : T7…    Route No : 3…").
    // A seat read on the line already stands for its cell, which gives it no second time ("Traveler: Megan Brooks ·
    // Seat 14A").
    const seated = seating.facts.length > 0;
    const cells = line.includes(' · ')
      ? line.split(/\s+·\s+/)
      : !seated && isLabelledColumns(line)
        ? line.split(/\s{4,}/)
        : [];
    const read = new Set(seating.facts.map((f) => f.fact));
    const celled = cells.map((cell) => readFacts(cell, loose, isHeading).filter((f) => !read.has(f.fact)));
    if (celled.filter((c) => c.length > 0).length + (seated ? 1 : 0) >= 2) {
      for (const f of celled.flat()) facts.push({ ...f, line: i });
      continue;
    }
    const paired = readPairedRow(cleaned, i);
    if (paired) {
      facts.push(...paired.facts);
      i = paired.last;
      continue;
    }
    const run = runOnFacts(line);
    if (run.length > 0) {
      for (const f of run) facts.push({ ...f, line: i });
      continue;
    }
    // "Afg. 09:00 Ank. 11:52": a ride's departure and arrival times on one line, each after its side's word.
    const both = line.length <= 60 ? sidesOnOneLine(line) : undefined;
    if (both) {
      for (const f of both) facts.push({ ...f, line: i });
      continue;
    }
    // "AC 311  Departs 08:00  Arrives 10:41": the flight's designator opens the line of its times, perhaps after a
    // flight's label ("Flight BA 2936  Departs 07:10  Arrives 08:35").
    const led = line.length <= 80 ? DESIGNATOR_FIRST.exec(line) : null;
    const ledLabel = led?.[1] ?? '';
    const ledSides = led?.[3] && (!ledLabel || factOfLabel(ledLabel) === 'flight') ? sidesOnOneLine(led[3]) : undefined;
    if (led?.[2] && ledSides) {
      facts.push({ fact: 'flight', label: ledLabel, value: led[2], line: i });
      for (const f of ledSides) facts.push({ ...f, line: i });
      continue;
    }
    // "Train TGV INOUI 6603", "Treno Frecciarossa 9615": the word for a train, then its service, alone on the line.
    const service = line.length <= 50 && !line.includes(':') ? TRAIN_SERVICE_LINE.exec(line) : null;
    if (service?.[1] && service[2] && factOfLabel(service[1]) === 'train') {
      facts.push({ fact: 'train', label: service[1], value: service[2], line: i });
      continue;
    }
    // "ab 08:12 München Hbf", "Avgång 09:21 Stockholm C", "Zürich HB ab 07:02": a side's label and a clock beside a
    // station the reference data knows, without a colon.
    const stop = line.length <= 60 && CLOCK_MARK.test(line) ? stopBesideClock(line) : undefined;
    if (stop) {
      facts.push({ ...stop, line: i });
      continue;
    }
    const colon = line.includes(':') || line.includes('：') ? /^([^:：]{1,48}?)\s*[:：]\s*(.*)$/.exec(line) : null;
    const colonLabel = colon ? (colon[1] ?? '') : '';
    // "Beginn 20:00 Uhr": the colon of a clock, not the end of a numbered label ("Passenger 2:").
    const clockColon = colon && /\d$/.test(colonLabel) && /^\d{2}(?!\d)/.test(colon[2] ?? '');
    const colonFact =
      colon && !clockColon
        ? (factOfLabel(colonLabel) ??
          numberedTicket(colonLabel) ??
          (loose ? factOfTrailingLabel(colonLabel)?.fact : undefined) ??
          qualifiedReference(colonLabel) ??
          // "Reservation Number (Web check-in)": a remark in brackets is no part of the label.
          (colonLabel.includes('(') ? factOfLabel(colonLabel.replace(/\s*\([^)]*\)/g, '')) : undefined))
        : undefined;
    const pair = colon && !colonFact ? pairedLabels(colonLabel, colon[2] ?? '') : undefined;
    if (pair) {
      for (const f of pair) facts.push({ ...f, line: i });
      continue;
    }
    if (colon && colonFact) {
      // "N° de réservation : : WNPKCQD": a colon doubled by mistake begins no value.
      const same = dayBeforeFarColumn(colon[2]?.replace(/^(?:[*:：]+\s*)+/, '').trim() ?? '');
      // "Hinflug: LH 1556": a flight's direction labels its day, or its designator alone.
      const fact =
        colonFact === 'date' && FLIGHT_LABEL.test(colonLabel) && DESIGNATOR.test(same) ? 'flight' : colonFact;
      if (same) {
        const [value, ...others] = besideEachOther(colonLabel, fact, same);
        const own = value?.value ?? same;
        facts.push({
          fact,
          label: colonLabel,
          value: others.length > 0 ? own : withWhenBelow(lines, i, fact, own),
          line: i,
        });
        for (const other of others) facts.push({ ...other, line: i });
        if (fact === 'person' && others.length === 0) facts.push(...namesBelow(lines, i, colonLabel));
        continue;
      }
      readFollowing(lines, i, fact, colonLabel, facts);
      continue;
    }
    // "Class: Economy | Seat: 32A": a first label no table knows may stand beside one that a table does.
    const apart = line.includes('   ') || line.includes('\t') || line.includes(' | ');
    // "FLYG      Flygbolagets bokningsreferens: ABCD0": a heading far to the left of a label is no label of its own.
    const besideUnknown = (colon ? !colonFact : line.includes(':')) && apart ? besideMatch(line) : null;
    // "ab 08:02": the colon of a clock ends no label.
    const besideClock = besideUnknown && /\d$/.test(besideUnknown[1] ?? '') && /^\d{2}/.test(besideUnknown[2] ?? '');
    const besideFact =
      besideUnknown && !besideClock
        ? (factOfLabel(besideUnknown[1] ?? '') ?? qualifiedReference(besideUnknown[1] ?? ''))
        : undefined;
    if (besideUnknown && besideFact) {
      const label = besideUnknown[1] ?? '';
      for (const f of besideEachOther(label, besideFact, besideUnknown[2]?.trim() ?? '')) facts.push({ ...f, line: i });
      continue;
    }
    // "Order #9182736455", "Itinerary # 7281…": a number's sign stands for the label's colon, and for its "number".
    const hashed = line.includes('#') ? HASHED.exec(line) : null;
    const hashedFact = hashed ? (factOfLabel(hashed[1] ?? '') ?? factOfLabel(`${hashed[1]} number`)) : undefined;
    if (hashed && hashedFact === 'reference') {
      facts.push({ fact: hashedFact, label: `${hashed[1]} #`, value: hashed[2] ?? '', line: i });
      continue;
    }
    const ticketLed = line.length <= 60 ? TICKET_LED.exec(line) : null;
    if (ticketLed?.[1] && ticketLed[2]) {
      facts.push({ fact: 'ticketNumber', label: ticketLed[1], value: ticketLed[2], line: i });
      continue;
    }
    const alone = factOfLabel(line) ?? numberedTicket(line);
    // "Nights 3", "Party of 4": a count's label with its number, not a numbered label; so is a coach's over its seat's
    // label and number ("Carrozza 5" over "Posto 12D").
    // "Klasa 2": so is a class's label and its number.
    const counted =
      alone === 'nights' ||
      alone === 'partySize' ||
      (alone === 'coach' && seatBelow(lines, i)) ||
      (alone === 'class' && /\s[1-3]$/.test(line));
    const count = counted ? /\s(\d{1,2})$/.exec(line)?.[1] : undefined;
    if (count) {
      facts.push({ fact: alone as Fact, label: line.slice(0, -count.length).trim(), value: count, line: i });
      continue;
    }
    if (alone) {
      readFollowing(lines, i, alone, line, facts);
      continue;
    }
    // A printed itinerary's column: the label, then its value after a run of spaces or a tab ("DEPARTURE   PARIS …").
    const column = /^(\S[^\t]{0,46}?\S)(\s{2,}|\t+)(\S.*)$/.exec(line);
    // A tab sets a label apart surely enough for the shortest (`TO`); spaces only for one of some length.
    const columnLabel = column ? foldLabel(column[1] ?? '') : '';
    // …and so does its line under a `FROM` column's (`From   London Heathrow (LHR)` / `To     Frankfurt (FRA)`).
    const underFrom = columnLabel === 'to' && fromColumnAt === i - 1;
    const columnFact =
      column && (column[2]?.includes('\t') || columnLabel.length >= MIN_LOOSE_LABEL || underFrom)
        ? factOfFolded(columnLabel)
        : undefined;
    // "FROM      ->TO": a row of column headings, whose value is the next heading, perhaps behind an arrow.
    const nextCell = column && columnFact ? (column[3] ?? '').split(/\s{2,}|\t/)[0]?.replace(/^(?:->|→|>)\s*/, '') : '';
    if (column && columnFact && !(nextCell && factOfLabel(nextCell))) {
      facts.push({ fact: columnFact, label: column[1] ?? '', value: column[3]?.trim() ?? '', line: i });
      if (columnLabel === 'from') fromColumnAt = i;
      continue;
    }
    // A heading of a ride or stay with its day after a dash: `Flight - Thu, Nov 20, 2025`, `AIR - Tuesday, 14 October`.
    const headed = hasHeadingMark(line) ? DASH_HEADING.exec(line) : null;
    const headedFact = headed ? factOfLabel(headed[1] ?? '') : undefined;
    // `Reservation Number - 4F9A21`: a reference's label, a dash, and a code with a digit in it.
    const headedCode = headedFact === 'reference' && /^[A-Z0-9]*\d[A-Z0-9]*$/.test(headed?.[2]?.trim() ?? '');
    if (headed && headedFact && (headedCode || isDayOnlyValue(headed[2] ?? ''))) {
      facts.push({ fact: headedFact, label: headed[1] ?? '', value: headed[2]?.trim() ?? '', line: i });
      continue;
    }
    // "Buchungsnummer SW-77120", "Référence de réservation ZP4R9T": a reference's known label opening the line, and
    // one code after it with a digit in it, are a reference without a colon in any text; a sentence that opens with
    // the label's words ("Booking reference numbers are sent by mail") holds no such code.
    const bare = !loose && !line.includes(':') ? bareReference(line) : undefined;
    if (bare) {
      facts.push({ ...bare, line: i });
      continue;
    }
    // A table row's label and value run together; a sentence ("Hotel X is expecting you.") is no row.
    // A clock's "a.m." or "p.m." ends no sentence.
    if (loose && line.length <= 80 && (!/[.!?]$/.test(line) || /\d\s?[ap]\.m\.$/i.test(line))) {
      const words = line.split(/\s+/);
      // "Lieu de prise en charge Aéroport de Nice": a row's label may be as long as the longest label of the tables.
      for (let k = Math.min(labelWordsAtMost(), words.length - 1); k >= 1; k--) {
        const label = words.slice(0, k).join(' ');
        const folded = foldLabel(label);
        // "Airline confirmation QWZTRM": a reference's label qualified by its supplier is one too.
        const fact =
          folded.length >= MIN_LOOSE_LABEL
            ? (factOfFolded(folded) ?? (k >= 2 ? qualifiedReference(label) : undefined))
            : undefined;
        if (!fact) continue;
        // "Date 01 November 2026": a number after a label begins its value; only passengers are numbered.
        if (fact !== 'person' && /\d$/.test(label)) continue;
        const value = words.slice(k).join(' ');
        // "Titular de la reserva Pablo Martín": the label goes on in small words past the part the tables know;
        // what follows, with no day or number in it, is no value of that shorter label.
        if (/^\p{Ll}{1,3}\s+\p{Ll}/u.test(value) && !/\d/.test(value)) break;
        // "Flight from Newark to San Francisco EWR → SFO": a vehicle's word before small words with no number heads
        // its route, and names no vehicle.
        if (isMode(fact) && /^\p{Ll}/u.test(value) && !/\d/.test(value)) break;
        // "Date de la transaction : 3 février 2021": small words up to a colon go on with the label; what the colon
        // leads to is the longer label's value, not the shorter one's.
        if (/^\p{Ll}{1,3}\s+\p{Ll}[^:：\d]*[:：]/u.test(value)) break;
        // "Check-in Check-out": a row of labels heads the values below it, and is none of them; a seat's label over
        // its seat's word and number ("Plaza Asiento 23", "Seat Seat 12A") is the seat's row.
        const valueFact = factOfLabel(value);
        if (valueFact && !(fact === 'seat' && valueFact === 'seat' && /\s\d{1,3}[A-K]?$/.test(value))) break;
        // A heading "Flight details", "Flight information": small words after the label name the section below it.
        if (isHeading(line) && /^\p{Ll}+(?: \p{Ll}+)*$/u.test(value)) break;
        // A heading "Hotel Adlon Kempinski Berlin": a word for a hotel that begins its name is part of it (in a table
        // row, "Hotel  25hours Hotel Paris", it is the row's label).
        const whole = fact === 'hotel' && k === 1 && NAMED_LODGING.has(folded) && isHeading(line);
        facts.push({ fact, label, value: whole ? line : withWhenBelow(lines, i, fact, value), line: i });
        if (fact === 'person') facts.push(...namesBelow(lines, i, label));
        break;
      }
      continue;
    }
    // "Check-in from 15:00, check-out until 12:00": times after their labels, one after the other.
    const listed = line.includes(',') && line.length <= 80 ? timesInList(line) : undefined;
    if (listed) {
      for (const f of listed) facts.push({ ...f, line: i });
      continue;
    }
    // "Reserved for Kevin Brooks": a person's label that ends in "for" or "by" needs no colon before a name.
    // Each pattern below is tried only on a line that holds what it cannot match without: the word "for" or "by"
    // after a space, a digit, a clock's digits either side of its colon or dot.
    const named = line.length <= 60 && (line.includes(' for') || line.includes(' by')) ? PERSON_AFTER.exec(line) : null;
    if (named?.[1] && named[2] && factOfLabel(named[1]) === 'person') {
      facts.push({ fact: 'person', label: named[1], value: named[2], line: i });
      continue;
    }
    // "Departs 14:35 Wed 12 Mar 2025, Terminal S": a time's label needs no colon before a value that is only a time.
    const digit = line.search(/\d/);
    const clocked = digit >= 0 && CLOCK_MARK.test(line);
    const spaced = line.length <= 80 && digit >= 0 ? SPACED_WHEN.exec(line) : null;
    const spacedFact = spaced ? factOfLabel(spaced[1] ?? '') : undefined;
    if (spaced && spacedFact && WHEN_FACTS.has(spacedFact) && isWhenOnlyValue(spaced[2] ?? '')) {
      facts.push({ fact: spacedFact, label: spaced[1] ?? '', value: spaced[2]?.trim() ?? '', line: i });
      continue;
    }
    // "Dep London Euston 08:30", "Avg Stockholm C 20:05": a ride's end led by its side's word, a clock closing it.
    const end = line.length <= 80 && clocked && !line.includes(':', digit + 3) ? SIDE_FIRST.exec(line) : null;
    const side = end?.[1] ? SIDE_WORDS.get(foldLabel(end[1])) : undefined;
    if (end?.[2] && side && isPlaceThenClock(end[2])) {
      facts.push({ fact: side, label: end[1] ?? '', value: end[2], line: i });
      continue;
    }
    // "Depart OAK 6:10 AM Oakland, CA": the side's word, the airport's code and clock, then the town.
    const coded = line.length <= 80 && clocked ? CODE_CLOCK_TOWN.exec(line) : null;
    const codedSide = coded?.[1] ? (SIDE_WORDS.get(foldLabel(coded[1])) ?? sideOf(coded[1])) : undefined;
    if (coded?.[2] && coded[3] && coded[4] && codedSide) {
      facts.push({ fact: codedSide, label: coded[1] ?? '', value: `${coded[4]} (${coded[2]}) ${coded[3]}`, line: i });
      continue;
    }
    // "Depart 8:05 AM  New York (Penn Station), NY": the side's word and clock, then the place after a gap.
    const gapped = line.length <= 90 && clocked ? CLOCK_GAP_PLACE.exec(line) : null;
    const gappedSide = gapped?.[1] ? sideOf(gapped[1]) : undefined;
    if (gapped?.[2] && gapped[3] && gappedSide) {
      facts.push({ fact: gappedSide, label: gapped[1] ?? '', value: `${gapped[3]} ${gapped[2]}`, line: i });
    }
  }
  // "To: ana@example.com" in a mail printed to PDF: an address a mail is sent from or to is no end of a journey.
  // A mail address holds an "@": a value without one is tried no further.
  return facts.some((f) => f.value.includes('@') && MAILED.test(f.value))
    ? facts.filter((f) => !isMailHeaderFact(f))
    : facts;
}

/**
 * A label of two facts a table gives in two columns, written with a slash, and a value for each after the same slash
 * (`Check-in / check-out: from 15:00 / until 12:00`): a fact each.
 */
function pairedLabels(label: string, value: string): { fact: Fact; label: string; value: string }[] | undefined {
  if (!label.includes('/') || !value.includes('/')) return undefined;
  const labels = label.split(/\s*\/\s*/);
  const values = value.split(/\s*\/\s*/);
  if (labels.length !== 2 || values.length !== 2 || values.some((v) => !v.trim())) return undefined;
  const [a, b] = labels.map((l) => factOfLabel(l));
  if (!a || !b || !SLASHED_PAIRS.some(([x, y]) => x === a && y === b)) return undefined;
  return [
    { fact: a, label: labels[0] ?? '', value: values[0]?.trim() ?? '' },
    { fact: b, label: labels[1] ?? '', value: values[1]?.trim() ?? '' },
  ];
}

/** A list of times after their labels apart by commas, each label a time's: the facts, when every part is one. */
function timesInList(line: string): { fact: Fact; label: string; value: string }[] | undefined {
  const parts = line.split(/\s*[,;]\s*/);
  if (parts.length < 2 || parts.length > 4) return undefined;
  const found: { fact: Fact; label: string; value: string }[] = [];
  for (const part of parts) {
    const m = SPACED_WHEN.exec(part);
    const fact = m ? factOfLabel(m[1] ?? '') : undefined;
    if (!m || !fact || !WHEN_FACTS.has(fact) || !isWhenOnlyValue(m[2] ?? '') || readWhen(m[2] ?? '').date) {
      return undefined;
    }
    found.push({ fact, label: m[1] ?? '', value: m[2]?.trim() ?? '' });
  }
  return found;
}

/** A value that is only a mail address, perhaps with a name before it. */
const MAILED = /^(?:[^<>@\s][^<>@]*<)?[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}>?$/i;

function isMailHeaderFact(f: LabelledFact): boolean {
  return (f.fact === 'depart' || f.fact === 'arrive' || f.fact === 'date') && MAILED.test(f.value);
}

/** A label of a word or two, and a value starting with a clock or a day: `Departs 14:35 …`, `Arrival Sat 15 Mar …`. */
const SPACED_WHEN = /^(\p{L}[\p{L}-]{1,20}(?: \p{L}[\p{L}-]{1,20})?) ((?:\d|\p{Lu}\p{Ll}{1,8},? \d).*)$/u;
/** Facts whose value is a time, so that a value that reads as nothing else shows its label however it is set apart. */
const WHEN_FACTS: ReadonlySet<Fact> = new Set(['depart', 'arrive', 'checkin', 'checkout', 'pickup', 'dropoff']);

/** A line led by a word for a ride's side, without a colon: the word, and the rest. */
const SIDE_FIRST = /^(\p{L}{2,9}\.?)\s+(\p{L}.*\d{1,2}[:.]\d{2})$/u;
/** A side's word, an airport's code, a clock and the town: `Depart OAK 6:10 AM Oakland, CA`. */
const CODE_CLOCK_TOWN =
  /^(\p{L}{2,9}\.?)\s+([A-Z]{3})\s+(\d{1,2}[:.]\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?)\s+(\p{Lu}[\p{L} .'-]{1,30}(?:,\s*\p{Lu}[\p{L} .'-]{1,20})?)$/u;
/** What every clock of the side-led patterns holds: a digit each side of its colon or dot. */
const CLOCK_MARK = /\d[:.]\d/;
/**
 * A side's word, a clock, and the place after a gap of two spaces or more: `Depart 8:05 AM  New York (Penn Station), NY`.
 */
const CLOCK_GAP_PLACE = /^(\p{L}{2,9}\.?)\s+(\d{1,2}[:.]\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?)\s{2,}(\p{Lu}.{1,60})$/u;
/** The words for a departure or an arrival that lead an end's line, as every language's table gives them. */
const SIDE_WORDS: ReadonlyMap<string, 'depart' | 'arrive'> = new Map(
  Object.values(LABELS).flatMap((table) => [
    ...(table.leads?.depart ?? []).map((word) => [foldLabel(word), 'depart'] as const),
    ...(table.leads?.arrive ?? []).map((word) => [foldLabel(word), 'arrive'] as const),
  ]),
);

/**
 * A departure's word and time, then an arrival's, each time perhaps after its day: `Dep 09:00 Arr 11:52`,
 * `Avgang: 08:25 Ankomst: 15:14`, `Dep Sat 15 Mar 07:05   Arr Sat 15 Mar 09:45`, `Departs 6:00am   Arrives 9:12am`.
 */
const SIDES_LINE =
  /^(\p{L}[\p{L}-]{1,14}\.?)\s*:?\s+(.{0,20}?\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?)\s+(\p{L}[\p{L}-]{1,14}\.?)\s*:?\s+(.{0,20}?\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?)$/iu;

/** A clock's digits either side of its colon or dot, as `SIDES_LINE` prints one for each side. */
const CLOCK_DIGITS = /\d[:.]\d\d/g;

/**
 * Whether a line holds two clocks one after the other, as `SIDES_LINE` needs: most lines hold one or none, and the
 * pattern, which tries every length of a side's word and value, is tried only on the others.
 */
function holdsTwoClocks(line: string): boolean {
  CLOCK_DIGITS.lastIndex = 0;
  const first = CLOCK_DIGITS.exec(line);
  if (!first) return false;
  // The second side's clock begins after the first's digits and the space that ends them.
  CLOCK_DIGITS.lastIndex = first.index + 4;
  return CLOCK_DIGITS.test(line);
}

/** The side of a ride a word leads or labels: `Afg.`, `Departure`, `Ankomst`. */
function sideOf(word: string): 'depart' | 'arrive' | undefined {
  const fact = SIDE_WORDS.get(foldLabel(word)) ?? factOfLabel(word.replace(/\.$/, ''));
  return fact === 'depart' || fact === 'arrive' ? fact : undefined;
}

/** A line of a ride's departure time and its arrival time, each after its side's word, as the two facts. */
function sidesOnOneLine(line: string): { fact: Fact; label: string; value: string }[] | undefined {
  const m = holdsTwoClocks(line) ? SIDES_LINE.exec(line) : null;
  if (!m?.[1] || !m[2] || !m[3] || !m[4] || sideOf(m[1]) !== 'depart' || sideOf(m[3]) !== 'arrive') return undefined;
  // "Dep Sat 15 Mar 07:05": what stands before a clock is its day, or the line is no pair of times.
  if (!isWhenOnlyValue(m[2]) || !isWhenOnlyValue(m[4])) return undefined;
  return [
    { fact: 'depart', label: m[1], value: m[2] },
    { fact: 'arrive', label: m[3], value: m[4] },
  ];
}

/**
 * A word alone before a train's service: its product in capitals or capitalised (`TGV INOUI`, `Frecciarossa`, `ICE`),
 * then its number.
 */
const TRAIN_SERVICE_LINE = /^(\p{L}+)\s+(\p{Lu}[\p{L}]*(?:\s+\p{Lu}[\p{L}]*){0,2}\s*\d{2,5})$/u;

/** A word for a flight in a label (`Hinflug`, `Rückflug`). */
const FLIGHT_LABEL = /flug|flight|vuelo|volo|vlucht/i;
/** A flight's designator alone (`LH 1556`). */
const DESIGNATOR = /^(?:[A-Z][A-Z0-9]|\d[A-Z])\s?\d{1,4}$/;
/**
 * A flight's designator, perhaps after its label, then the rest of the line after a gap: `AC 311  Departs 08:00
 * Arrives 10:41`, `Flight BA 2936  Departs 07:10  Arrives 08:35`.
 */
const DESIGNATOR_FIRST = /^(?:(\p{L}[\p{L} ]{1,24}?)\s+)?((?:[A-Z][A-Z0-9]|\d[A-Z])\s?\d{1,4})\s+(\p{L}.*)$/u;

/** A place closed by its clock, nothing else: `London Euston 08:30`, `Stockholm C 20:05`. */
function isPlaceThenClock(value: string): boolean {
  const when = readWhen(value);
  return Boolean(when.clock) && !when.date && when.rest.split(/\s+/).length <= 5 && /^\p{L}/u.test(when.rest);
}

/** A value that is only a day and time, perhaps with the terminal of a place named elsewhere. */
function isWhenOnlyValue(value: string): boolean {
  const when = readWhen(value);
  const rest = when.rest.replace(/[,;]?\s*(?:terminal|term\.?)\s*[\p{L}\d]{1,3}$/iu, '').trim();
  return Boolean(when.clock) && rest === '';
}

/** Words that end many labels: a capitalised word before one belongs to the label (`Ticket Number`, `Room Type`). */
const LABEL_ENDS =
  /^(?:number|no\.?|nr\.?|code|id|reference|ref|type|class|name|date|time|nummer|numéro|número|numero)$/i;

/** The colons that may end a label: the ASCII one and the full-width one of Chinese and Japanese text. */
const COLONS = [':', '：'] as const;

/** Labelled values run together on one line need at least this many labels to be read apart. */
const MIN_RUN_ON_LABELS = 3;

/**
 * The facts of a line that runs several labelled values together with single spaces (`Booking Reference: TUV135
 * Ticket Number: IV222333444 Train: Eurostar 9070 Date: 15 August 2026 …`): each colon ends the longest run of up
 * to four words before it that is a label, and its value runs to the next such label. None unless three labels are
 * found, the first at the start of the line.
 */
function runOnFacts(line: string): { fact: Fact; label: string; value: string }[] {
  // Counted by searching for each kind of colon, which spares a look at every character; three are enough to go on.
  let colons = 0;
  for (const mark of COLONS) {
    for (let at = line.indexOf(mark); at >= 0 && colons < MIN_RUN_ON_LABELS; at = line.indexOf(mark, at + 1)) colons++;
  }
  if (colons < MIN_RUN_ON_LABELS) return [];
  // Every colon after a word ends a value; the labels the tables know give facts, the others (`Coach:`) only end one.
  const labels: { fact?: Fact; label: string; start: number; end: number }[] = [];
  for (const m of line.matchAll(/(?<=\S)\s*[:：](?=\s)/g)) {
    const before = line.slice(0, m.index);
    const words = [...before.matchAll(/\S+/g)].slice(-4);
    let known: { fact: Fact; label: string; start: number } | undefined;
    for (let k = 0; k < words.length && !known; k++) {
      const start = words[k]?.index ?? 0;
      const fact = factOfLabel(before.slice(start).trim());
      if (fact) known = { fact, label: before.slice(start).trim(), start };
    }
    // An unknown label is its last word, or its last two when the last is a word labels end in (`Ticket Number`).
    const [previous, last] = words.slice(-2);
    const twoWords = previous && last && LABEL_ENDS.test(last[0]) && /^\p{Lu}/u.test(previous[0]);
    const start = known?.start ?? (twoWords ? previous.index : last?.index) ?? m.index;
    labels.push({ ...known, label: known?.label ?? before.slice(start).trim(), start, end: m.index + m[0].length });
  }
  const facts = labels.filter((l) => l.fact);
  if (facts.length < MIN_RUN_ON_LABELS || labels[0]?.start !== 0 || !labels[0]?.fact) return [];
  return labels.flatMap((l, k) =>
    l.fact
      ? [{ fact: l.fact, label: l.label, value: line.slice(l.end, labels[k + 1]?.start ?? line.length).trim() }]
      : [],
  );
}

/** The sender's line of a forwarded or quoted mail's headers: `From: Eurostar <noreply@eurostar.com>`. */
const SENDER_HEADER = /^(?:from|von|de|van|da|od|från|fra|от)\s*:\s*\S.*@/i;
/** The header lines that follow it: `To:`, `Date:`, `Subject:`, in the languages mail clients write them. */
const MAIL_HEADER =
  /^(?:to|cc|bcc|date|sent|subject|reply-to|an|datum|gesendet|betreff|à|a|objet|envoyé|para|asunto|enviado|fecha|oggetto|inviato|data|aan|onderwerp|verzonden|do|temat|wysłano|komu|předmět|odesláno|till|ämne|skickat|kopia)\s*:/i;

/**
 * The lines of the headers a forwarded or quoted mail repeats in its body (`From:` with an address, then `To:`,
 * `Date:`, `Subject:`): a mail's sender and send date, never where or when a journey goes. `cleaned` holds each line
 * without its marks.
 */
function mailHeaderLines(lines: readonly string[], cleaned: readonly string[]): Set<number> {
  const found = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    // A cleaned line is part of the line: one with no `@` is no sender's.
    if (!(lines[i] ?? '').includes('@')) continue;
    const line = cleaned[i] ?? '';
    if (!line.includes('@') || !SENDER_HEADER.test(line)) continue;
    found.add(i);
    // The other headers stand just before or after the sender's: Outlook puts `From:` first, others `Date:` first.
    for (const step of [-1, 1]) {
      for (let j = i + step; j >= 0 && j < lines.length && Math.abs(j - i) <= 5; j += step) {
        if (!MAIL_HEADER.test(cleaned[j] ?? '')) break;
        found.add(j);
      }
    }
  }
  return found;
}

/** A line of a block: a short label of its own, a colon, and a value. */
const BLOCK_LINE = /^([^:：]{1,30}?)\s*[:：]\s*(\S.*)$/;

/**
 * A pick-up's or return's place and time set out under it as a block of their own labelled lines (`Abholung` /
 * `Station: München Flughafen` / `Datum/Uhrzeit: 03.09.2025 14:00`): the place, a comma, and the day and time; nothing
 * unless the block gives a day.
 */
function handoverBlock(lines: readonly string[], i: number): { value: string; line: number } | undefined {
  const places: string[] = [];
  const whens: string[] = [];
  for (let j = i + 1; j < Math.min(lines.length, i + 5); j++) {
    const m = BLOCK_LINE.exec(withoutMarks(lines[j] ?? ''));
    if (!m?.[2]) break;
    const value = m[2].trim();
    if (readWhen(value).date || isWhenOnly(value)) whens.push(value);
    else places.push(value);
  }
  if (places.length !== 1 || whens.length === 0 || !whens.some((w) => readWhen(w).date)) return undefined;
  return { value: `${places[0]}, ${whens.join(' ')}`, line: i };
}

const MANY_PEOPLE_LABELS = new Set(MANY_PEOPLE);

/** A person's name alone on a line: two to five words, each capitalised or a surname's small word (`de`, `van`). */
const NAME_ALONE =
  /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|de|da|di|do|dos|del|van|von|der|den|ten|ter|la|le)){1,4}$/u;

/**
 * The names printed one to a line under the first one a label of several people gives on its own line
 * (`Reizigers  Sanne de Vries` / `Daan de Vries`): each is a person of that label, until a line that is no name.
 */
function namesBelow(lines: readonly string[], i: number, label: string): LabelledFact[] {
  if (!MANY_PEOPLE_LABELS.has(foldLabel(label))) return [];
  const names: LabelledFact[] = [];
  for (let j = i + 1; j < Math.min(lines.length, i + 9); j++) {
    const next = withoutMarks(lines[j] ?? '');
    if (!NAME_ALONE.test(next) || factOfLabel(next) || factOfLabel(next.split(/\s+/)[0] ?? '') || isRoute(next)) break;
    names.push({ fact: 'person', label, value: next, line: j });
  }
  return names;
}

function readFollowing(lines: readonly string[], i: number, fact: Fact, label: string, out: LabelledFact[]): void {
  const below = valueAfter(lines, i);
  const first = below ?? (fact === 'pickup' || fact === 'dropoff' ? handoverBlock(lines, i) : undefined);
  if (!first) return;
  // "Miss Hannah Price Seats: EZY2461 8C": a name's line may go on with another label and its value.
  const then = fact === 'person' ? labelAfterName(first.value) : undefined;
  if (then) {
    out.push({ fact, label, value: first.value.slice(0, then.at).trim(), line: first.line });
    out.push({ fact: then.fact, label: then.label, value: then.value, line: first.line });
  } else out.push({ fact, label, value: withWhenBelow(lines, first.line, fact, first.value), line: first.line });
  if (fact !== 'person') return;
  // A list of names under "Passengers": one per line until a blank line, another label or a line that is no name
  // ("S7 Priority", a programme's name under the traveller's, then the page's headings, none of them anyone's).
  for (let j = first.line + 1; j < Math.min(lines.length, first.line + 9); j++) {
    const next = withoutMarks(lines[j] ?? '');
    if (!next || /[:：]/.test(next) || factOfLabel(next) || !mayBeListedName(next)) return;
    out.push({ fact, label, value: next, line: j });
  }
}

/**
 * Whether a line of a list of names may be one: its list number or bullet aside (`1. John Smith`, `• Jane Smith`), a
 * name holds no digit before a run of spaces or a dash that sets what is said of the person apart (`Anna Roth   Ticket
 * 082-…`, `Ciara O'Brien - Ticket: 053 …`).
 */
function mayBeListedName(line: string): boolean {
  const name = line.replace(/^\s*(?:\d{1,2}[.)]|[-•*–·])\s+/, '').split(/\s{2,}|\t|\s[-–—|]\s/)[0];
  return !/\d/.test(name ?? '') && !isRoute(line);
}

/** The word or arrow between a route's two ends on a line of their own: `London Luton to Amsterdam`, `Wien → Graz`. */
const ROUTE_JOIN = /\s+(?:to|→|->|–|—|-)\s+/;

/** A line naming a route between two places the data knows (`London Luton to Amsterdam`): the trip's, no one's name. */
function isRoute(line: string): boolean {
  const ends = line.trim().split(ROUTE_JOIN);
  return ends.length === 2 && ends.every((end) => knownPlace(end) !== undefined);
}

/** A label of a word or two and its colon after a name on the same line: ` Seats: 8C`, ` Frequent flyer: …`. */
const LABEL_AFTER_NAME = [/\s(\p{L}{3,20})\s*[:：]\s+(\S.*)$/u, /\s(\p{L}{3,20} \p{L}{2,20})\s*[:：]\s+(\S.*)$/u];

/** The known label, and its value, that go on after a name on its line. */
function labelAfterName(value: string): { at: number; fact: Fact; label: string; value: string } | undefined {
  if (!value.includes(':') && !value.includes('：')) return undefined;
  for (const pattern of LABEL_AFTER_NAME) {
    const m = pattern.exec(value);
    const fact = m?.[1] ? factOfLabel(m[1]) : undefined;
    if (m?.[1] && m[2] && fact) return { at: m.index, fact, label: m[1], value: m[2].trim() };
  }
  return undefined;
}

/** The facts a table gives in two columns: a departure and an arrival, a check-in and a check-out. */
const COLUMN_PAIRS: readonly (readonly [Fact, Fact])[] = [
  ['depart', 'arrive'],
  ['checkin', 'checkout'],
];

/** The facts a label may give two of with a slash between (`Wagon / miejsce: 6 / 45`): a table's pairs, a coach's seat. */
const SLASHED_PAIRS: readonly (readonly [Fact, Fact])[] = [...COLUMN_PAIRS, ['coach', 'seat']];

/** Two words alone on a line, which may head two columns: `Departs Arrives`, `Abflug Ankunft`. */
const TWO_WORDS = /^(\p{L}[\p{L}.-]{1,18})\s+(\p{L}[\p{L}.-]{1,18})$/u;

/**
 * Splits a row of a two-column table into its cells: after the first airport code in brackets when the row has
 * exactly two ("Москва — Внуково (VKO) Будапешт (BUD)"), or after the first time of day when it has exactly two
 * ("03.09.2019 10:05 03.09.2019 11:40").
 */
function splitRow(row: string): [string, string] | undefined {
  const codes = [...row.matchAll(/\([A-Z]{3}\)/g)];
  if (codes.length === 2) {
    const end = (codes[0]?.index ?? 0) + (codes[0]?.[0].length ?? 0);
    return [row.slice(0, end).trim(), row.slice(end).trim()];
  }
  if (codes.length > 0) return undefined;
  const clocks = [...row.matchAll(/(?<![\d:])\d{1,2}:\d{2}(?![\d:])/g)];
  if (clocks.length === 2) {
    const end = (clocks[0]?.index ?? 0) + (clocks[0]?.[0].length ?? 0);
    const [left, right] = [row.slice(0, end).trim(), row.slice(end).trim()];
    return left && right ? [left, right] : undefined;
  }
  return undefined;
}

/**
 * A heading row of two labels of a column pair ("Аэропорт отправления: Аэропорт прибытия:", "Departure: Arrival:")
 * and the rows under it that split into two cells each: the left cells are the first fact's value, the right the
 * second's. Nothing when a row under the heading does not split, or no row does. `cleaned` holds the lines without
 * their marks.
 */
function readPairedRow(cleaned: readonly string[], i: number): { facts: LabelledFact[]; last: number } | undefined {
  const line = cleaned[i] ?? '';
  // Only a line ending in a colon, or two words alone ("Departs Arrives"), can be such a heading: the pattern's
  // backtracking is spared on every other line.
  const colons = line.endsWith(':') || line.endsWith('：');
  if (!colons && (line.length > 40 || !TWO_WORDS.test(line))) return undefined;
  const heading = colons ? /^([^:：]{1,48}?)\s*[:：]\s+([^:：]{1,48}?)\s*[:：]$/.exec(line) : TWO_WORDS.exec(line);
  if (!heading) return undefined;
  const first = factOfLabel(heading[1] ?? '');
  const second = factOfLabel(heading[2] ?? '');
  if (!COLUMN_PAIRS.some(([a, b]) => a === first && b === second) || !first || !second) return undefined;
  const left: string[] = [];
  const right: string[] = [];
  let last = i;
  for (let j = i + 1; j < Math.min(cleaned.length, i + 4); j++) {
    const row = cleaned[j] ?? '';
    // Under two words alone, a blank line ends the columns: what follows is the next block.
    if (!row && !colons && left.length > 0) break;
    if (!row) continue;
    const cells = splitRow(row);
    if (!cells) break;
    left.push(cells[0]);
    right.push(cells[1]);
    last = j;
  }
  if (left.length === 0) return undefined;
  return {
    facts: [
      { fact: first, label: heading[1] ?? '', value: left.join(' '), line: i + 1 },
      { fact: second, label: heading[2] ?? '', value: right.join(' '), line: i + 1 },
    ],
    last,
  };
}
