/**
 * How a text's lines are spaced, between them and before them, where a sender's layout differs from the one the
 * readers were written for without saying anything else.
 *
 * A text written out with a blank line after each of its lines, as a page that sets every line in a paragraph of its
 * own converts to (`<p>Hotel: …</p><p>Confirmation: …</p>`): the readers take a blank line for the end of a block,
 * and read such a text one line to a block. It reads as its writer laid it out once each run of blank lines is made
 * half as long, a single one taken out.
 */

/** Lines with something on them that a text must have before it is taken to be written double-spaced. */
const MIN_LINES = 6;

/** Of a double-spaced text's lines, the share at least that stand alone between blank lines. */
const SPACED_SHARE = 0.9;

/**
 * Whether nearly every line of the text with something on it has a blank line after it (the last aside). Stops at
 * the line after which even every line left spaced could not make the share: most texts are told in a few lines.
 */
export function isDoubleSpaced(lines: readonly string[]): boolean {
  let spaced = 0;
  let unspaced = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]?.trim()) continue;
    const next = lines[i + 1];
    if (next === undefined || !next.trim()) spaced++;
    else unspaced++;
    const mostSpaced = spaced + (lines.length - i - 1);
    if (mostSpaced < SPACED_SHARE * (mostSpaced + unspaced)) return false;
  }
  return spaced + unspaced >= MIN_LINES && spaced >= SPACED_SHARE * (spaced + unspaced);
}

/** The text with each run of blank lines made half as long (a single one taken out), when it is written double-spaced. */
export function singleSpaced(text: string): string {
  const lines = text.split('\n');
  if (!isDoubleSpaced(lines)) return text;
  const kept: string[] = [];
  let blank = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line.trim()) {
      blank++;
      continue;
    }
    // A run of blank lines stands for half as many between blocks, as each line of the text had one after it: one
    // blank line for none, three for one, five for two (`Flight 1` … three blank lines … `Flight 2` stays apart).
    if (kept.length > 0) for (let k = 0; k < Math.floor(blank / 2); k++) kept.push('');
    blank = 0;
    kept.push(line);
  }
  return kept.join('\n');
}

/** The run of spaces and tabs that opens a line. */
const INDENT = /^[ \t]*/;

/**
 * The text with the indent every line with something on it opens with taken off (a mail whose client sets its whole
 * body in by four spaces): readers look for labels and headings at the start of a line. The same string when the
 * lines share no indent.
 */
export function withoutCommonIndent(text: string): string {
  const lines = text.split('\n');
  let common: string | undefined;
  for (const line of lines) {
    if (!line.trim()) continue;
    const indent = INDENT.exec(line)?.[0] ?? '';
    if (common === undefined || !indent.startsWith(common)) {
      let shared = 0;
      const before = common ?? indent;
      while (shared < before.length && shared < indent.length && before[shared] === indent[shared]) shared++;
      common = before.slice(0, shared);
    }
    if (common === '') return text;
  }
  if (!common) return text;
  const cut = common.length;
  return lines.map((line) => (line.trim() ? line.slice(cut) : line)).join('\n');
}

/**
 * The text with what ends its lines unseen taken off: spaces, tabs and the carriage return of a CRLF line break
 * (`Booking reference: ABC123  \r`). Readers anchor a value at the end of its line; what a reader cannot see is no
 * part of it. The same string when no line ends so.
 */
export function withoutTrailingSpace(text: string): string {
  if (!endsALineUnseen(text)) return text;
  // Line by line from each end backwards: a pattern would try every space of a long run inside a line again.
  return text
    .split('\n')
    .map((line) => {
      let end = line.length;
      while (end > 0 && UNSEEN.has(line.charCodeAt(end - 1))) end--;
      return end === line.length ? line : line.slice(0, end);
    })
    .join('\n');
}

/**
 * Whether a line (up to a line feed or the text's end) ends in a space, a tab or a carriage return: what
 * `withoutTrailingSpace` would take off. Looks only at the character before each line feed; a pattern tried every
 * character of the text.
 */
function endsALineUnseen(text: string): boolean {
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', end + 1)) {
    if (end > 0 && UNSEEN.has(text.charCodeAt(end - 1))) return true;
  }
  return text.length > 0 && UNSEEN.has(text.charCodeAt(text.length - 1));
}
/** Space, tab and carriage return, by their codes. */
const UNSEEN = new Set([0x20, 0x09, 0x0d]);
