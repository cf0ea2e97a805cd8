/** The first capture of a pattern in a text, trimmed; undefined when it does not match. */
export function capture(text: string, pattern: RegExp): string | undefined {
  const value = pattern.exec(text)?.[1]?.trim();
  return value ? value : undefined;
}

/**
 * A label as a pattern source that matches it in capitals, in small letters or as printed (`Код брони` →
 * `[Кк][Оо][Дд] [Бб][Рр]…`), for a pattern whose value must keep its case (a booking code in capitals) and so takes
 * no `i` flag. Letters only are widened, not those of its escapes (`\s`).
 */
export function caseless(label: string): string {
  // An escape (`\s`, `\.`) is left as it is.
  return label.replace(/\\.|\p{L}/gu, (c) => {
    const [lower, upper] = [c.toLowerCase(), c.toUpperCase()];
    return c.length > 1 || lower === upper ? c : `[${upper}${lower}]`;
  });
}

/**
 * Every match of a global pattern, as `[...text.matchAll(pattern)]` gives them: from the pattern's `lastIndex`, past
 * an empty match by a character (a code point with the `u` flag), the pattern's `lastIndex` left as it was. Run on the
 * pattern itself: `matchAll` copies the pattern at each call, which cost more than the search on a short line.
 */
export function matchAll(text: string, pattern: RegExp): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError('matchAll needs a global pattern');
  const from = pattern.lastIndex;
  const found: RegExpExecArray[] = [];
  try {
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      found.push(m);
      if (m[0] === '') pattern.lastIndex = nextIndex(text, pattern.lastIndex, /[uv]/.test(pattern.flags));
    }
  } finally {
    pattern.lastIndex = from;
  }
  return found;
}

/** The index after the character at `index`: after both halves of a surrogate pair when read by code points. */
function nextIndex(text: string, index: number, byCodePoints: boolean): number {
  const lead = text.charCodeAt(index);
  const trail = text.charCodeAt(index + 1);
  const isPair = lead >= 0xd800 && lead <= 0xdbff && trail >= 0xdc00 && trail <= 0xdfff;
  return index + (byCodePoints && isPair ? 2 : 1);
}

/** Characters that may lead a line as a bullet or a quote mark (`- `, `• `, `> `, a table's `|`) or emphasis (`*`, `_`). */
const LEADING_MARKS = '-*_•·>|';
/** Characters that may close a line as emphasis or a table's edge. */
const CLOSING_MARKS = '*_|';
/** Marks at the ends; the closing run is tried only where a run starts, not from each of its places. */
const MARKS = /^[\s*_•·>|-]+|(?<![\s*_|])[\s*_|]+$/g;

/**
 * A line without white space and marks at its ends (`- *16 Sep 2019, 14:10*`, `> Total: EUR 20 |`, `_LH 2032_`);
 * most lines have none, and no pattern is tried on them.
 */
export function withoutMarks(line: string): string {
  const trimmed = line.trim();
  const marked =
    LEADING_MARKS.includes(trimmed.charAt(0) || ' ') ||
    CLOSING_MARKS.includes(trimmed.charAt(trimmed.length - 1) || ' ');
  return marked ? trimmed.replace(MARKS, '') : trimmed;
}

/**
 * The blocks of records printed alike (one per flight), each starting at a line that matches the marker, the last cut
 * to as many lines with text as the longest of the others has: it runs on to the end of the text, whose later lines (a
 * purchase date, a seat list, closing words) are not its record's. A lone block is left whole.
 */
export function boundedBlocksStartingWith(text: string, marker: RegExp): string[] {
  const blocks = blocksStartingWith(text, marker);
  const last = blocks[blocks.length - 1];
  if (last === undefined || blocks.length < 2) return blocks;
  const filled = (block: string) => block.split('\n').filter((line) => line.trim()).length;
  const longest = Math.max(...blocks.slice(0, -1).map(filled));
  const lines = last.split('\n');
  let taken = 0;
  const end = lines.findIndex((line) => line.trim() !== '' && ++taken > longest);
  return end < 0 ? blocks : [...blocks.slice(0, -1), lines.slice(0, end).join('\n')];
}

/** Splits a text into blocks, each starting at a line that matches the marker. */
export function blocksStartingWith(text: string, marker: RegExp): string[] {
  const lines = text.split(/\r?\n/);
  const blocks: string[] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    if (marker.test(line)) {
      if (current) blocks.push(current.join('\n'));
      current = [line];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) blocks.push(current.join('\n'));
  return blocks;
}

// Words that say a booking was called off. Nouns alone ("free cancellation until…", "Stornierung",
// "conditions d'annulation") appear in every confirmation's small print, so only states and receipts count.
const CANCELLED =
  /(?<![a-zà-ÿ])(?:cancell?ed|cancell?ation confirmation|storniert|stornierungsbestätigung|annulée?s?|confirmation d['’]annulation|cancelad[ao]s?|cancellat[ao]|geannuleerd|avbokad|zrušen[aáo]?)(?![a-zà-ÿ])/i;

/** Whether the document announces a cancellation rather than a booking (subject or opening lines). */
export function isCancellation(text: string, subject?: string): boolean {
  return CANCELLED.test(subject ?? '') || CANCELLED.test(text.slice(0, 600));
}
