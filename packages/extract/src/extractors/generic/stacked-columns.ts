import { labelOf } from './column-tables.js';
import { factOfLabel } from './labelled-facts.js';
import type { Fact } from './labels.js';
import { isMode } from './ride-kinds.js';

/**
 * A ride table a mailer lays out in blocks rather than a table, so that its text puts every cell on a line of its
 * own: the header's labels one under the other (`Flight` / `From` / `To` / `Departs` / `Arrives`), then each row's
 * cells in the same order (`FR 8344` / `Dublin (DUB)` / `Lanzarote (ACE)` / `Sat 24 Oct 2026 07:05` / …). Such a
 * table is written out as the columns a text table prints (header over rows, cells apart by wide gaps), for the
 * reader of column tables to read as it reads any other.
 */

/** A stacked header has this many labels at least, as a table's header row does; two that name both ends will do. */
const MIN_LABELS = 3;
/** More labels than this in a run are a list of fields, not one table's header. */
const MAX_LABELS = 10;
/** A table lists this many rows at most. */
const MAX_ROWS = 12;
/** The gap a column table leaves between its cells. */
const GAP = '    ';

/** The fact a line names when it is a label alone (`Dep.`, `Arrives`, `Flight:`), else undefined. */
function labelAlone(line: string): Fact | undefined {
  const trimmed = line.trim();
  // A label has no digit, with its colon or without; only a line that ends in a colon has one to take off.
  if (/\d/.test(trimmed)) return undefined;
  const cell = trimmed.endsWith(':') ? trimmed.replace(/\s*:$/, '') : trimmed;
  if (!cell || cell.length > 30) return undefined;
  return factOfLabel(labelOf(cell));
}

/** Whether a header's facts name a ride: one of its ends, with its vehicle or its day. */
function namesRide(facts: readonly Fact[]): boolean {
  return facts.some((f) => f === 'depart' || f === 'arrive') && facts.some((f) => f === 'date' || isMode(f));
}

/** The lines of a header and its rows as a text table prints them: each cell in its column, wide gaps between. */
function asColumns(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((label, k) => Math.max(label.length, ...rows.map((row) => row[k]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, k) => cell.padEnd(widths[k] ?? 0))
      .join(GAP)
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/**
 * The text with each stacked ride table written out in columns; the same string when it holds none. A run of three
 * to ten lines that are each a label alone and name a ride's end and its vehicle or day is a header, and so are the
 * departure's and the arrival's labels alone (`Departs` / `Arrives`, whose cells are written after them); the lines
 * after it are its rows, as many cells each as it has labels, up to a blank line, a label, or a row left short.
 */
export function stackedColumnTables(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const facts: Fact[] = [];
    for (let j = i; j < lines.length && facts.length <= MAX_LABELS; j++) {
      const fact = labelAlone(lines[j] ?? '');
      if (!fact) break;
      facts.push(fact);
    }
    const ends = facts.length === 2 && facts[0] === 'depart' && facts[1] === 'arrive';
    if (!ends && (facts.length < MIN_LABELS || facts.length > MAX_LABELS || !namesRide(facts))) {
      out.push(lines[i] ?? '');
      continue;
    }
    const width = facts.length;
    const header = lines.slice(i, i + width).map((l) => l.trim().replace(/\s*:$/, ''));
    const rows: string[][] = [];
    let next = i + width;
    while (rows.length < MAX_ROWS) {
      const cells = lines.slice(next, next + width).map((l) => l.trim().replace(/\s+/g, ' '));
      // A row is whole, none of its cells blank or a label, and it prints a figure: a day, a clock or a number.
      if (cells.length < width || cells.some((c) => !c || labelAlone(c)) || !cells.some((c) => /\d/.test(c))) break;
      rows.push(cells);
      next += width;
    }
    if (rows.length === 0) {
      out.push(lines[i] ?? '');
      continue;
    }
    // Two ends alone are no table the column reader knows: their cells are written after their labels.
    if (ends) out.push(...rows.flatMap((row) => header.map((label, k) => `${label}: ${row[k]}`)), '');
    else out.push(...asColumns(header, rows), '');
    changed = true;
    i = next - 1;
  }
  return changed ? out.join('\n') : text;
}
