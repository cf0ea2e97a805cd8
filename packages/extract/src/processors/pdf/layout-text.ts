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

/**
 * The width of a character on the page: the median of the runs' widths per character, those of words rather than of
 * single characters unless the page writes each character as a run of its own; else half the top run's size.
 */
function characterWidth(runs: readonly Run[], top: Run | undefined): number {
  const measured = runs.filter((r) => r.end > r.x);
  const words = measured.filter((r) => r.text.length >= 2);
  const widths = (words.length > 0 ? words : measured).map((r) => (r.end - r.x) / r.text.length).sort((a, b) => a - b);
  const median = widths[Math.floor(widths.length / 2)];
  return median && median > 0 ? median : (top?.size ?? 10) * 0.5;
}

/** Quarter turns (0 to 3, counter-clockwise) of a run's baseline from the page's width. */
function quarterTurns(transform: readonly number[]): number {
  const [a = 1, b = 0] = transform;
  return ((Math.round(Math.atan2(b, a) / (Math.PI / 2)) % 4) + 4) % 4;
}

/**
 * The quarter turns a page's text is read at: those most of its characters are set at. A landscape ticket stored on a
 * portrait page (its /Rotate turning it for display) writes its text turned a quarter, to be read turned back.
 */
function readingTurns(items: readonly PositionedText[]): number {
  const characters = [0, 0, 0, 0];
  for (const item of items) {
    const length = item.str?.trim().length ?? 0;
    if (length === 0 || !item.transform) continue;
    const turns = quarterTurns(item.transform);
    characters[turns] = (characters[turns] ?? 0) + length;
  }
  const total = characters.reduce((n, c) => n + c, 0);
  const most = characters.indexOf(Math.max(...characters));
  return most > 0 && (characters[most] ?? 0) * 2 > total ? most : 0;
}

/** A run's transform turned back by the page's reading turns, so that its text reads across the page. */
function turnedBack(transform: readonly number[], turns: number): number[] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = transform;
  // A point (x, y) turned a quarter clockwise is (y, -x); each of the transform's three vectors turns alike.
  const back = ([x, y]: [number, number]): [number, number] =>
    turns === 1 ? [y, -x] : turns === 2 ? [-x, -y] : turns === 3 ? [-y, x] : [x, y];
  return [...back([a, b]), ...back([c, d]), ...back([e, f])];
}

/**
 * The page's text in reading order, one line per row of the page, each run at the column of the character grid its
 * position falls on (as a text layout of the page prints it): PDFs store text runs in whatever order their producer
 * wrote them, while the extractors read lines top to bottom, left to right, and tables by their columns. A page set
 * in columns side by side is laid out a column after the other, each from its own left edge, so that a ticket printed
 * beside its conditions of use reads in rows of its own.
 */
export function layoutPageText(items: readonly PositionedText[]): string {
  const turns = readingTurns(items);
  const runs: Run[] = [];
  for (const item of items) {
    const text = item.str ?? '';
    if (!text.trim()) continue;
    const [, skewY = 0, skewX = 0, scaleY = 0, x = 0, y = 0] = turnedBack(item.transform ?? [], turns);
    const size = Math.abs(item.height || scaleY) || 10;
    const turned = skewY !== 0 || skewX !== 0;
    runs.push({ text, x, y, end: x + (item.width ?? 0), size, ...(turned ? { turned } : {}) });
  }
  if (runs.length === 0) return '';
  return pageColumns(runs).map(layoutRuns).join('\n\n');
}

/** A table row's cell wraps onto a line this close under it, at most, in font sizes… */
const MAX_WRAP_STEP = 1.4;
/** …and closer by this much than the row stands under the line above it: rows stand apart more than a cell's lines. */
const ROW_STEP_OVER_WRAP = 1.25;

/** A line's cells: its runs split where a gap wider than a word's space stands between them. */
function cellsOf(line: readonly Run[], char: number): Run[][] {
  const cells: Run[][] = [];
  for (const run of line) {
    const cell = cells[cells.length - 1];
    const last = cell?.[cell.length - 1];
    if (cell && last && run.x - last.end <= char * WORD_GAP) cell.push(run);
    else cells.push([run]);
  }
  return cells;
}

/**
 * A table row whose cells wrap onto the line under it (`Milano` over `Centrale`, `Stazione di` over `partenza`), read
 * as one row: each cell's second line is written after its first. A line continues the row above it when each of its
 * cells starts where one of the row's cells starts and opens with a word that would not have fit in that cell's first
 * line before the next cell, it fills fewer cells than the row (never its last), at the row's size, the row's cells start
 * where those of the row above or of the line under the pair start (a table's, not a line of text's), and it
 * stands closer under the row than the row under the line above it and the line under it. Rows set as close as a
 * cell's lines stay apart, and so do cells of three lines.
 */
function joinWrappedCells(lines: readonly Run[][], char: number): { lines: Run[][]; joined: Map<Run[], number> } {
  const out: Run[][] = [];
  /** Each row that took its cells' next line, with that line's baseline. */
  const joined = new Map<Run[], number>();
  const baseline = (line: readonly Run[] | undefined) => line?.[0]?.y;
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i] as Run[];
    out.push(row);
    const next = lines[i + 1];
    const head = row[0];
    const first = next?.[0];
    if (!next || !head || !first) continue;
    const cells = cellsOf(row, char);
    const nextCells = cellsOf(next, char);
    if (cells.length < 2 || nextCells.length >= cells.length) continue;
    const step = head.y - first.y;
    const before = baseline(lines[i - 1]);
    const after = baseline(lines[i + 2]);
    if (step > MAX_WRAP_STEP * head.size) continue;
    if (before !== undefined && before - head.y < ROW_STEP_OVER_WRAP * step) continue;
    if (after !== undefined && first.y - after < ROW_STEP_OVER_WRAP * step) continue;
    if (next.some((r) => Math.abs(r.size - head.size) > head.size * 0.1)) continue;
    const tolerance = Math.max(1, head.size * 0.2);
    // A table's row: its cells start where those of the row above or under the pair start, a line of text's do not.
    const starts = (line: readonly Run[] | undefined) => (line ? cellsOf(line, char).map((c) => c[0]?.x ?? 0) : []);
    const shared = (line: readonly Run[] | undefined) =>
      starts(line).filter((x) => cells.some((cell) => Math.abs((cell[0]?.x ?? 0) - x) <= tolerance)).length >= 2;
    if (!shared(out[out.length - 2]) && !shared(lines[i + 2])) continue;
    const targets = nextCells.map((c) =>
      cells.find((cell) => Math.abs((cell[0]?.x ?? 0) - (c[0]?.x ?? 0)) <= tolerance),
    );
    if (!targets.every((t, k) => t && targets.indexOf(t) === k)) continue;
    // A cell wraps where its next word would not fit before the next cell: a stop's row under another fits there.
    const wraps = nextCells.every((c, k) => {
      const cell = targets[k] as Run[];
      const following = cells[cells.indexOf(cell) + 1]?.[0];
      const opening = c[0] as Run;
      const word = opening.text.trim().split(/\s+/)[0] ?? '';
      const wordWidth = ((opening.end - opening.x) * word.length) / Math.max(1, opening.text.trim().length);
      const end = (cell[cell.length - 1] as Run).end;
      return following !== undefined && end + char + wordWidth > following.x - char;
    });
    if (!wraps) continue;
    nextCells.forEach((c, k) => {
      const cell = targets[k] as Run[];
      const last = cell[cell.length - 1] as Run;
      last.text = `${last.text} ${c.map((r) => r.text.trim()).join(' ')}`;
      last.end = Math.max(last.end, ...c.map((r) => r.end));
    });
    joined.set(row, first.y);
    i++;
  }
  return { lines: out, joined };
}

/**
 * The columns the cells of a table holding joined rows are written at: a joined cell is longer than its place on the
 * page's grid, and each column of the table moves right as far as its longest cell to the left needs, in every row
 * of the table alike, so that values stay under their headings. Tables are runs of lines of two cells or more.
 */
function tableColumns(
  lines: readonly Run[][],
  joined: ReadonlyMap<Run[], number>,
  char: number,
  left: number,
): Map<Run, number> {
  const columns = new Map<Run, number>();
  let from = 0;
  while (from < lines.length) {
    let to = from;
    while (to < lines.length && cellsOf(lines[to] as Run[], char).length >= 2) to++;
    const table = lines.slice(from, to);
    from = Math.max(to, from + 1);
    if (!table.some((line) => joined.has(line))) continue;
    const rows = table.map((line) => cellsOf(line, char));
    const starts: number[] = [];
    for (const cell of rows.flat()) {
      const x = cell[0]?.x ?? 0;
      if (!starts.some((s) => Math.abs(s - x) <= char)) starts.push(x);
    }
    starts.sort((a, b) => a - b);
    const place = (cell: readonly Run[]) => starts.findIndex((s) => Math.abs(s - (cell[0]?.x ?? 0)) <= char);
    const at = starts.map((x) => Math.min(MAX_COLUMN, Math.round((x - left) / char)));
    for (let k = 1; k < starts.length; k++) {
      for (const cells of rows) {
        const index = cells.findIndex((cell) => place(cell) === k);
        const before = cells[index - 1];
        if (index < 1 || !before) continue;
        const width = before.map((r) => r.text).join(' ').length;
        at[k] = Math.min(MAX_COLUMN, Math.max(at[k] ?? 0, (at[place(before)] ?? 0) + width + 3));
      }
    }
    for (const cell of rows.flat()) if (cell[0]) columns.set(cell[0], at[place(cell)] ?? 0);
  }
  return columns;
}

function layoutRuns(runs: Run[]): string {
  const char = characterWidth(runs, linesOf(runs)[0]?.[0]);
  const sorted = linesOf(runs).map((line) => line.sort((a, b) => a.x - b.x));
  const { lines, joined } = joinWrappedCells(sorted, char);
  const left = Math.min(...runs.map((r) => r.x));
  const columns = tableColumns(lines, joined, char, left);
  const out: string[] = [];
  let above: { y: number; size: number } | undefined;
  for (const line of lines) {
    const head = line[0] as Run;
    if (above && above.y - head.y > PARAGRAPH_GAP * Math.max(above.size, head.size)) out.push('');
    // A row that took its cells' next line ends on that line.
    above = { y: joined.get(line) ?? head.y, size: head.size };
    let text = '';
    let previous: Run | undefined;
    for (const run of line) {
      const gap = previous ? run.x - previous.end : 0;
      const column = columns.get(run) ?? Math.min(MAX_COLUMN, Math.round((run.x - left) / char));
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
