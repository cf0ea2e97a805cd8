import { findAirport, servesCity } from '../../refdata/airports.js';
import { matchAll } from '../lib/text.js';
import type { ReadWhen } from './date-time.js';

/** A run of words with single spaces between them, and the column it starts at. */
interface Cell {
  start: number;
  text: string;
}

const CELL = /\S+(?: \S+)*/g;
/** Two spaces or more between two runs of words: a line set out in columns. */
const COLUMN_GAP = /\S {2,}\S/;
/** How far a cell may start left of its column's first cell and still be in that column. */
const SLACK = 2;
/** A block set out in columns is a card: more lines than this are a page of other things. */
const MAX_BLOCK_LINES = 16;

function cellsOf(line: string): Cell[] {
  return matchAll(line.replace(/\t/g, '    '), CELL).map((m) => ({ start: m.index, text: m[0] }));
}

/** The cells of a line that are a known airport's code alone (`WAW`), each with that airport. */
function codeCells(cells: readonly Cell[]) {
  return cells.flatMap((cell) => {
    const airport = /^[A-Z]{3}$/.test(cell.text) ? findAirport(cell.text) : undefined;
    return airport ? [{ ...cell, airport }] : [];
  });
}

/** The cell of a line that starts where a cell above it does, give or take the slack. */
function cellUnder(cells: readonly Cell[], start: number): Cell | undefined {
  return cells.find((cell) => Math.abs(cell.start - start) <= SLACK);
}

/** The column of a cell: the last one whose first cell starts at or before it. */
function columnOf(starts: readonly number[], cell: Cell): number {
  let column = -1;
  for (let k = 0; k < starts.length; k++) if ((starts[k] as number) <= cell.start + SLACK) column = k;
  return column;
}

/**
 * A column's cells as lines: a code over its city as one place (`Warsaw (WAW)`), a label that ends in a colon with
 * the cell under it (`Departing At: 13:43`).
 */
function columnLines(cells: readonly string[], places: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (let k = 0; k < cells.length; k++) {
    const cell = cells[k] ?? '';
    const next = cells[k + 1];
    const place = places.get(cell);
    if (place && next && place.startsWith(`${next} (`)) {
      out.push(place);
      k++;
    } else if (cell.endsWith(':') && next && !next.endsWith(':')) {
      out.push(`${cell} ${next}`);
      k++;
    } else out.push(cell);
  }
  return out;
}

/**
 * A card printed in columns whose two ends are each an airport's code over its city (`WAW` over `Warsaw`, `IEV`
 * over `Kyiv`), their times and terminals further down the same columns, beside a column of the flight's facts: the
 * layout of a page reads it row after row, which mixes the columns. The card is written again a column after the
 * other, each code and its city as one place (`Warsaw (WAW)`), each label ending in a colon with the value under it.
 * Both codes must be known airports and each city one that its airport serves: that tells the pair from two words
 * in capitals. The text is returned unchanged when it holds no such card.
 */
export function airportColumns(text: string): string {
  // The cheaper test first: a card's ends are set out in columns, with three capitals alone between the gaps.
  if (!/ {2}[A-Z]{3}(?: {2}|$)/m.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!COLUMN_GAP.test(line)) continue;
    const cells = cellsOf(line);
    const codes = codeCells(cells);
    if (codes.length !== 2 || codes[0]?.airport === codes[1]?.airport) continue;
    const below = cellsOf(lines[i + 1] ?? '');
    const cities = codes.map((code) => cellUnder(below, code.start));
    if (codes.some((code, k) => !cities[k] || !servesCity(code.airport, cities[k]?.text ?? ''))) continue;
    // The card: from the blank line above the codes to the one below them.
    let from = i;
    while (from > 0 && (lines[from - 1] ?? '').trim() && i - from < MAX_BLOCK_LINES) from--;
    let to = i + 1;
    while (to + 1 < lines.length && (lines[to + 1] ?? '').trim() && to - from < MAX_BLOCK_LINES) to++;
    const block = lines.slice(from, to + 1);
    if ((lines[from - 1] ?? '').trim() || (lines[to + 1] ?? '').trim()) continue;
    const starts = cells.map((cell) => cell.start);
    const columns: string[][] = starts.map(() => []);
    for (const row of block) {
      for (const cell of cellsOf(row)) columns[Math.max(0, columnOf(starts, cell))]?.push(cell.text);
    }
    const places = new Map(codes.map((code, k) => [code.text, `${cities[k]?.text} (${code.text})`]));
    const rewritten = columns.filter((c) => c.length > 0).flatMap((c) => [...columnLines(c, places), '']);
    lines.splice(from, block.length, ...rewritten.slice(0, -1));
    changed = true;
    i = from + rewritten.length - 1;
  }
  return changed ? lines.join('\n') : text;
}

/** An airport named by its place and its code in brackets, alone on its line: `New Delhi (DEL)`. */
const PLACE_WITH_CODE = /^\p{L}[^()\d:]{0,60}\(([A-Z]{3})\)$/u;
/** Lines with nothing on them that may stand between an end's cells laid out in blocks. */
const MAX_BLANKS = 2;

/** The next line at or after `from` with something on it, at most `MAX_BLANKS` blank lines on. */
function nextWritten(lines: readonly string[], from: number): number {
  for (let j = from; j < lines.length && j <= from + MAX_BLANKS; j++) if ((lines[j] ?? '').trim()) return j;
  return -1;
}

/**
 * A flight's end laid out in blocks, a cell a line: a known airport by its place and code (`New Delhi (DEL)`), then
 * its day alone and its clock alone (`сб, Сент. 22, 2018` / `08:30`), blank lines perhaps between, as a page that
 * lays its table's row out in blocks prints it. Each such end is written again on one line, as the row prints it
 * (`New Delhi (DEL) сб, Сент. 22, 2018 08:30`); the text is returned unchanged when it holds none.
 */
export function stackedAirportEnds(text: string, read: ReadWhen): string {
  if (!text.includes(')\n')) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const place = (lines[i] ?? '').trim();
    const code = place.length <= 70 ? PLACE_WITH_CODE.exec(place)?.[1] : undefined;
    if (!code || !findAirport(code)) continue;
    const dayAt = nextWritten(lines, i + 1);
    const clockAt = dayAt < 0 ? -1 : nextWritten(lines, dayAt + 1);
    if (clockAt < 0) continue;
    const [day, clock] = [(lines[dayAt] ?? '').trim(), (lines[clockAt] ?? '').trim()];
    const dayOnly = day.length <= 40 ? read(day) : undefined;
    const clockOnly = clock.length <= 12 ? read(clock) : undefined;
    if (!dayOnly?.date || dayOnly.clock || dayOnly.rest !== '') continue;
    if (!clockOnly?.clock || clockOnly.date || clockOnly.rest !== '') continue;
    lines.splice(i, clockAt - i + 1, `${place} ${day} ${clock}`);
    changed = true;
  }
  return changed ? lines.join('\n') : text;
}
