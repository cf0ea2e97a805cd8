/**
 * A text written out with a blank line after each of its lines, as a page that sets every line in a paragraph of its
 * own converts to (`<p>Hotel: …</p><p>Confirmation: …</p>`): the readers take a blank line for the end of a block,
 * and read such a text one line to a block. It reads as its writer laid it out once each single blank line is taken
 * out and each run of blank lines is made one.
 */

/** Lines with something on them that a text must have before it is taken to be written double-spaced. */
const MIN_LINES = 6;

/** Of a double-spaced text's lines, the share at least that stand alone between blank lines. */
const SPACED_SHARE = 0.9;

/** Whether nearly every line of the text with something on it has a blank line after it (the last aside). */
export function isDoubleSpaced(lines: readonly string[]): boolean {
  let filled = 0;
  let spaced = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]?.trim()) continue;
    filled++;
    const next = lines[i + 1];
    if (next === undefined || !next.trim()) spaced++;
  }
  return filled >= MIN_LINES && spaced >= SPACED_SHARE * filled;
}

/** The text with single blank lines taken out and runs of them made one, when it is written double-spaced. */
export function singleSpaced(text: string): string {
  const lines = text.split('\n');
  if (!isDoubleSpaced(lines)) return text;
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim()) kept.push(line);
    // A run of two blank lines or more stands for the one blank line between blocks.
    else if (!lines[i + 1]?.trim() && lines[i + 1] !== undefined && kept.at(-1)?.trim()) kept.push('');
  }
  return kept.join('\n');
}
