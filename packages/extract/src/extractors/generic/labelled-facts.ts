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

/** The fact a label names, if any. */
export function factOfLabel(label: string): Fact | undefined {
  const folded = foldLabel(label);
  // "Passenger 2", "Flight (outbound)": a label numbered or qualified is still the label.
  return labelIndex().get(folded) ?? labelIndex().get(folded.replace(/\s*(?:\(.*\)|\d{1,2})$/, ''));
}

let englishLabels: Set<string> | undefined;

/**
 * Whether a document's labels are written in a language that puts the day first in a slashed date: two labels
 * at least that English does not spell alike (English is written day first in Britain, month first in America).
 */
export function labelsWriteDayFirst(facts: readonly LabelledFact[]): boolean {
  englishLabels ??= new Set(FACTS.flatMap((fact) => (LABELS.en?.[fact] ?? []).map(foldLabel)));
  const english = englishLabels;
  return facts.filter((f) => !english.has(foldLabel(f.label))).length >= 2;
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
    const colon = /^([^:：]{1,48}?)\s*[:：]\s*(.*)$/.exec(line);
    const colonFact = colon ? factOfLabel(colon[1] ?? '') : undefined;
    if (colon && colonFact) {
      const fact = colonFact;
      const same = colon[2]?.replace(/^\*+\s*/, '').trim();
      if (same) {
        facts.push({ fact, label: colon[1] ?? '', value: same, line: i });
        continue;
      }
      readFollowing(lines, i, fact, colon[1] ?? '', facts);
      continue;
    }
    const alone = factOfLabel(line);
    if (alone) {
      readFollowing(lines, i, alone, line, facts);
      continue;
    }
    // A printed itinerary's column: the label, then its value after a run of spaces or a tab ("DEPARTURE   PARIS …").
    const column = /^(\S[^\t]{0,46}?\S)(?:\s{2,}|\t+)(\S.*)$/.exec(line);
    const columnFact =
      column && foldLabel(column[1] ?? '').length >= MIN_LOOSE_LABEL ? factOfLabel(column[1] ?? '') : undefined;
    if (column && columnFact) {
      facts.push({ fact: columnFact, label: column[1] ?? '', value: column[2]?.trim() ?? '', line: i });
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
