import { readFileSync } from 'node:fs';
import type { CorpusCase } from './cases.js';
import { fieldEquals, isScoredField } from './compare.js';
import { caseOptions, readingOf } from './run-cases.js';
import { pairElements } from './score.js';

/**
 * Layout variants of a text: each rewrites the text as another booking from the same sender might be printed, saying
 * the same things (a blank line after each line, labels in capitals, days in ISO form, clocks on twelve hours...). A
 * reader that gives a different value for a variant than for the text itself reads the layout, not the booking: the
 * variants find values that come out wrong on mail the readers were not written for.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LABEL_LINE = /^([ \t]*)(\p{L}[\p{L} ]{1,29}):/gmu;
const DOTTED_DAY = /\b(\d{2})\.(\d{2})\.(\d{4})\b/g;
const ISO_DAY = /\b(\d{4})-(\d{2})-(\d{2})\b(?!T)/g;
const CLOCK_24 = /(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:]|\s*[AaPp]\.?[Mm])/g;

const lines = (text: string) => text.split(/\r?\n/);
const named = (day: string, month: string, year: string, whole: string) =>
  Number(month) >= 1 && Number(month) <= 12 ? `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}` : whole;

export const LAYOUT_VARIANTS: Readonly<Record<string, (text: string) => string>> = {
  'blank line after each line': (t) => lines(t).join('\n\n'),
  'trailing spaces, CRLF': (t) =>
    lines(t)
      .map((l) => `${l}  `)
      .join('\r\n'),
  'labels in capitals': (t) =>
    t.replace(LABEL_LINE, (_m, lead: string, label: string) => `${lead}${label.toUpperCase()}:`),
  'labels in small letters': (t) =>
    t.replace(LABEL_LINE, (_m, lead: string, label: string) => `${lead}${label.toLowerCase()}:`),
  'a space before the colon': (t) => t.replace(LABEL_LINE, (_m, lead: string, label: string) => `${lead}${label} :`),
  'a tab after the colon': (t) => t.replace(/: /g, ':\t'),
  'lines indented': (t) =>
    lines(t)
      .map((l) => (l.trim() ? `    ${l}` : l))
      .join('\n'),
  'days in ISO form': (t) =>
    t.replace(DOTTED_DAY, (whole, d: string, m: string, y: string) =>
      Number(m) >= 1 && Number(m) <= 12 ? `${y}-${m}-${d}` : whole,
    ),
  'days with the month named': (t) =>
    t
      .replace(DOTTED_DAY, (whole, d: string, m: string, y: string) => named(d, m, y, whole))
      .replace(ISO_DAY, (whole, y: string, m: string, d: string) => named(d, m, y, whole)),
  'clocks on twelve hours': (t) =>
    t.replace(CLOCK_24, (_m, h: string, minutes: string) => {
      const hour = Number(h);
      return `${hour % 12 === 0 ? 12 : hour % 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
    }),
};

/** A case's text as the variants rewrite it: a text file whole, a plain mail's body; none for anything else. */
function rewritable(c: CorpusCase): { head: string; body: string } | undefined {
  if (!/\.(txt|eml)$/.test(c.inputPath)) return undefined;
  const raw = readFileSync(c.inputPath, 'utf8');
  if (c.inputPath.endsWith('.txt')) return { head: '', body: raw };
  const blank = /\r?\n\r?\n/.exec(raw);
  if (!blank) return undefined;
  const head = raw.slice(0, blank.index);
  // A body in base64 or quoted-printable, or of several parts or of HTML, is not rewritten as text.
  if (/content-transfer-encoding:\s*(?:base64|quoted-printable)/i.test(raw) || /multipart|text\/html/i.test(head))
    return undefined;
  return { head: raw.slice(0, blank.index + blank[0].length), body: raw.slice(blank.index + blank[0].length) };
}

/**
 * What the engine reads of the case in this input: the expected values it gives differently (not: leaves out), and
 * how many expected values it gives right.
 */
async function variantReading(c: CorpusCase, input: string): Promise<{ wrong: string[]; found: number }> {
  const { produced } = await readingOf(input, caseOptions(c));
  const paired = pairElements(c.expected, produced, isScoredField);
  const wrong: string[] = [];
  let found = 0;
  c.expected.forEach((expected, i) => {
    const got = paired[i];
    if (!got) return;
    for (const [field, value] of Object.entries(expected)) {
      const given = got[field];
      if (!isScoredField(field) || given === undefined) continue;
      if (fieldEquals(value, given)) found++;
      else wrong.push(`${field}: ${JSON.stringify(value)} → ${JSON.stringify(given)}`);
    }
  });
  const unpaired = produced.length - paired.filter(Boolean).length;
  if (unpaired > 0) wrong.push(`${unpaired} reservation(s) more than expected`);
  return { wrong, found };
}

/**
 * One case read in one variant: the values it gives wrong that the case as printed gives right, and how many values
 * the case as printed gives right that the variant no longer gives.
 */
export interface VariantOutcome {
  caseId: string;
  variant: string;
  wrong: string[];
  lost: number;
}

/**
 * A case's printed part (`shown`: a text's body, a page's HTML) read in each variant that changes it, sent as `sent`
 * sends it, beside the case as printed: the values each variant reads wrong that the case reads right, and how many
 * values it no longer reads. Variants that read the case as well give no outcome.
 */
export async function variantOutcomes(
  c: CorpusCase,
  shown: string,
  sent: (shown: string) => string,
  variants: Readonly<Record<string, (shown: string) => string>>,
): Promise<VariantOutcome[]> {
  const asPrinted = await variantReading(c, sent(shown));
  const known = new Set(asPrinted.wrong);
  const outcomes: VariantOutcome[] = [];
  for (const [variant, rewrite] of Object.entries(variants)) {
    const rewritten = rewrite(shown);
    if (rewritten === shown) continue;
    const reading = await variantReading(c, sent(rewritten));
    const wrong = reading.wrong.filter((w) => !known.has(w));
    const lost = Math.max(0, asPrinted.found - reading.found);
    if (wrong.length > 0 || lost > 0) outcomes.push({ caseId: c.id, variant, wrong, lost });
  }
  return outcomes;
}

/**
 * Every rewritable case in every variant that changes it: the values wrong in the variant and right as printed, and
 * the values it no longer reads.
 */
export async function runLayoutVariants(
  cases: readonly CorpusCase[],
): Promise<{ cases: number; outcomes: VariantOutcome[] }> {
  const outcomes: VariantOutcome[] = [];
  let rewritten = 0;
  for (const c of cases) {
    const text = rewritable(c);
    if (!text) continue;
    rewritten++;
    outcomes.push(...(await variantOutcomes(c, text.body, (body) => text.head + body, LAYOUT_VARIANTS)));
  }
  return { cases: rewritten, outcomes };
}
