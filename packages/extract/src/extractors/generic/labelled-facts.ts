import { plainLetters } from '../../refdata/plain-letters.js';
import { FACTS, type Fact, LABELS } from './labels.js';

/** One labelled fact of a document: which fact, the label as written, its value, and the line it was on. */
export interface LabelledFact {
  fact: Fact;
  label: string;
  value: string;
  line: number;
}

/** A label as looked up: plain lower-case letters, white space folded, a trailing "#", "No." or "Nr." dropped. */
export function foldLabel(text: string): string {
  return plainLetters(text)
    .replace(/[*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*#$/, '')
    .replace(/\s+(?:no|nr|n°)\.?$/, '');
}

let index: Map<string, Fact> | undefined;

/** Folded label → fact, across every language; the first language (and fact) to claim a spelling keeps it. */
function labelIndex(): Map<string, Fact> {
  if (index) return index;
  index = new Map();
  for (const table of Object.values(LABELS)) {
    for (const fact of FACTS) {
      for (const label of table[fact] ?? []) {
        const key = foldLabel(label);
        if (!index.has(key)) index.set(key, fact);
      }
    }
  }
  return index;
}

function factOfFolded(folded: string): Fact | undefined {
  // "Passenger 2", "Flight (outbound)": a label numbered or qualified is still the label.
  return labelIndex().get(folded) ?? labelIndex().get(folded.replace(/\s*(?:\(.*\)|\d{1,2})$/, ''));
}

/** The fact a label names, if any; a label written in two languages ("Рейс / Flight") when both name the same fact. */
export function factOfLabel(label: string): Fact | undefined {
  const folded = foldLabel(label);
  const fact = factOfFolded(folded);
  if (fact || !folded.includes('/')) return fact;
  const parts = folded.split(/\s*\/\s*/);
  if (parts.length !== 2 || parts.some((p) => !p)) return undefined;
  const [a, b] = parts.map(factOfFolded);
  return a && a === b ? a : undefined;
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

const MAX_LINES = 4000;
const MAX_LINE = 300;
/** One- and two-letter labels ("A", "De", "Z") only count with a colon after them. */
const MIN_LOOSE_LABEL = 3;

function cleanLine(line: string): string {
  return line
    .trim()
    .replace(/^(?:[-*•·>|]+\s*)+/, '')
    .replace(/^\*+|\*+$/g, '')
    .trim();
}

function valueAfter(lines: readonly string[], from: number): { value: string; line: number } | undefined {
  for (let j = from + 1; j < Math.min(lines.length, from + 3); j++) {
    const next = cleanLine(lines[j] ?? '');
    if (!next) continue;
    const labelled = /^([^:：]{1,48}?)\s*[:：]/.exec(next);
    if (factOfLabel(next) || (labelled && factOfLabel(labelled[1] ?? ''))) return undefined;
    return { value: next, line: j };
  }
  return undefined;
}

/**
 * Every labelled fact of a text, in order: "Label: value" on one line, a label alone on its line with its value on
 * the next, and (`loose`, for text made from HTML tables) a known label of three or more letters followed by its
 * value after a space. Several names after a passenger label alone on its line are one fact each.
 */
export function readFacts(text: string, loose = false): LabelledFact[] {
  const lines = text.split(/\r?\n/).slice(0, MAX_LINES);
  const facts: LabelledFact[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = cleanLine(lines[i] ?? '');
    if (!line || line.length > MAX_LINE) continue;
    const paired = readPairedRow(lines, i);
    if (paired) {
      facts.push(...paired.facts);
      i = paired.last;
      continue;
    }
    const colon = /^([^:：]{1,48}?)\s*[:：]\s*(.*)$/.exec(line);
    const colonLabel = colon ? (colon[1] ?? '') : '';
    const colonFact = colon
      ? (factOfLabel(colonLabel) ?? (loose ? factOfTrailingLabel(colonLabel)?.fact : undefined))
      : undefined;
    if (colon && colonFact) {
      const fact = colonFact;
      const same = colon[2]?.replace(/^\*+\s*/, '').trim();
      if (same) {
        facts.push({ fact, label: colonLabel, value: same, line: i });
        continue;
      }
      readFollowing(lines, i, fact, colonLabel, facts);
      continue;
    }
    const alone = factOfLabel(line);
    if (alone) {
      readFollowing(lines, i, alone, line, facts);
      continue;
    }
    // A table row's label and value run together; a sentence ("Hotel X is expecting you.") is no row.
    if (loose && line.length <= 80 && !/[.!?]$/.test(line)) {
      const words = line.split(/\s+/);
      for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
        const label = words.slice(0, k).join(' ');
        const fact = foldLabel(label).length >= MIN_LOOSE_LABEL ? factOfLabel(label) : undefined;
        if (fact) {
          facts.push({ fact, label, value: words.slice(k).join(' '), line: i });
          break;
        }
      }
    }
  }
  return facts;
}

function readFollowing(lines: readonly string[], i: number, fact: Fact, label: string, out: LabelledFact[]): void {
  const first = valueAfter(lines, i);
  if (!first) return;
  out.push({ fact, label, value: first.value, line: first.line });
  if (fact !== 'person') return;
  // A list of names under "Passengers": one per line until a blank line or another label.
  for (let j = first.line + 1; j < Math.min(lines.length, first.line + 9); j++) {
    const next = cleanLine(lines[j] ?? '');
    if (!next || /[:：]/.test(next) || factOfLabel(next)) return;
    out.push({ fact, label, value: next, line: j });
  }
}

/** The facts a table gives in two columns: a departure and an arrival, a check-in and a check-out. */
const COLUMN_PAIRS: readonly (readonly [Fact, Fact])[] = [
  ['depart', 'arrive'],
  ['checkin', 'checkout'],
];

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
 * second's. Nothing when a row under the heading does not split, or no row does.
 */
function readPairedRow(lines: readonly string[], i: number): { facts: LabelledFact[]; last: number } | undefined {
  const heading = /^([^:：]{1,48}?)\s*[:：]\s+([^:：]{1,48}?)\s*[:：]$/.exec(cleanLine(lines[i] ?? ''));
  if (!heading) return undefined;
  const first = factOfLabel(heading[1] ?? '');
  const second = factOfLabel(heading[2] ?? '');
  if (!COLUMN_PAIRS.some(([a, b]) => a === first && b === second) || !first || !second) return undefined;
  const left: string[] = [];
  const right: string[] = [];
  let last = i;
  for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
    const row = cleanLine(lines[j] ?? '');
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
