import { linesOf, pageColumns, type PlacedRun as Run } from './page-columns.js';

/** What pdf.js gives for a run of text: its string, its transform (x at [4], y at [5]) and its size. */
export interface PositionedText {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

/** A gap wider than this many font sizes separates columns: it is kept as several spaces for the extractors. */
const COLUMN_GAP = 2;
/** A gap up to this many characters wide is the space between two words, written as one space. */
const WORD_GAP = 1.5;
/** The widest column a run is put at: a page's text is a few hundred characters wide, a run far off it is not. */
const MAX_COLUMN = 400;
/** A step between lines wider than this many font sizes leaves an empty line, as a paragraph's gap does. */
const PARAGRAPH_GAP = 2;

/** The width of a character on the page: the median of the runs' widths per character, else half the top run's size. */
function characterWidth(runs: readonly Run[], top: Run | undefined): number {
  const widths = runs
    .filter((r) => r.text.length >= 2 && r.end > r.x)
    .map((r) => (r.end - r.x) / r.text.length)
    .sort((a, b) => a - b);
  const median = widths[Math.floor(widths.length / 2)];
  return median && median > 0 ? median : (top?.size ?? 10) * 0.5;
}

/**
 * The page's text in reading order, one line per row of the page, each run at the column of the character grid its
 * position falls on (as a text layout of the page prints it): PDFs store text runs in whatever order their producer
 * wrote them, while the extractors read lines top to bottom, left to right, and tables by their columns. A page set
 * in columns side by side is laid out a column after the other, each from its own left edge, so that a ticket printed
 * beside its conditions of use reads in rows of its own.
 */
export function layoutPageText(items: readonly PositionedText[]): string {
  const runs: Run[] = [];
  for (const item of items) {
    const text = item.str ?? '';
    if (!text.trim()) continue;
    const [, skewY = 0, skewX = 0, scaleY = 0, x = 0, y = 0] = item.transform ?? [];
    const size = Math.abs(item.height || scaleY) || 10;
    const turned = skewY !== 0 || skewX !== 0;
    runs.push({ text, x, y, end: x + (item.width ?? 0), size, ...(turned ? { turned } : {}) });
  }
  if (runs.length === 0) return '';
  return pageColumns(runs).map(layoutRuns).join('\n\n');
}

function layoutRuns(runs: Run[]): string {
  const lines = linesOf(runs);
  const char = characterWidth(runs, lines[0]?.[0]);
  const left = Math.min(...runs.map((r) => r.x));
  const out: string[] = [];
  let above: Run | undefined;
  for (const line of lines) {
    line.sort((a, b) => a.x - b.x);
    const head = line[0] as Run;
    if (above && above.y - head.y > PARAGRAPH_GAP * Math.max(above.size, head.size)) out.push('');
    above = head;
    let text = '';
    let previous: Run | undefined;
    for (const run of line) {
      const gap = previous ? run.x - previous.end : 0;
      const column = Math.min(MAX_COLUMN, Math.round((run.x - left) / char));
      if (previous && gap > run.size * COLUMN_GAP) text = text.padEnd(Math.max(column, text.length + 3));
      else if (previous && gap > char * WORD_GAP) text = text.padEnd(Math.max(column, text.length + 2));
      else if (previous && gap > run.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ' ';
      else if (!previous) text = text.padEnd(column);
      text += run.text;
      previous = run;
    }
    out.push(text.replace(/\s+$/, ''));
  }
  return out.join('\n');
}
