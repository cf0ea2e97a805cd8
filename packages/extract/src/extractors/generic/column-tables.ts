import type { Document, Element } from 'domhandler';
import { findAll, isTag, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { dayWithMonthName } from './date-time.js';
import { factOfLabel } from './labelled-facts.js';

const MAX_TABLES = 60;
const MAX_ROWS = 16;
/** A header row names at least this many facts. */
const MIN_HEADER_LABELS = 3;

function cellText(cell: Element): string {
  return textContent(cell)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

function tableOf(element: Element): Element | undefined {
  let parent = element.parent;
  while (parent && !(isTag(parent) && parent.name === 'table')) parent = parent.parent;
  return parent && isTag(parent) ? parent : undefined;
}

/** The rows of a table (not of the tables inside it), each as the text of its cells. */
function rowsOf(table: Element): string[][] {
  const rows = findAll((e) => e.name === 'tr' && tableOf(e) === table, table.children).slice(0, 200);
  return rows.map((row) =>
    row.children
      .filter(isTag)
      .filter((c) => c.name === 'td' || c.name === 'th')
      .map(cellText),
  );
}

/** A header cell as a label: an abbreviation's closing dot (`Dep.`, `Arr.`) is no part of it. */
function labelOf(cell: string): string {
  const bare = cell.replace(/(\p{L})\.$/u, '$1');
  return bare !== cell && factOfLabel(cell) === undefined ? bare : cell;
}

function isLabel(cell: string): boolean {
  return cell.length <= 40 && factOfLabel(labelOf(cell)) !== undefined;
}

/** A row of labels: three or more, and at most one other heading ("Class") for every two. */
function isHeader(row: readonly string[]): boolean {
  const cells = row.filter(Boolean);
  if (cells.length < MIN_HEADER_LABELS) return false;
  // A row is given up as soon as too few of its cells are left to be labels: most rows are not headers.
  let others = 0;
  for (const cell of cells) {
    if (isLabel(cell)) continue;
    others++;
    if (others * 2 > cells.length - others) return false;
  }
  const labels = cells.length - others;
  return labels >= MIN_HEADER_LABELS && others * 2 <= labels;
}

/** A table whose columns a header row names: its rows as "Label: value" lines, and the lines its text showed. */
export interface ColumnTables {
  /** "Flight: KL 1234", "From: Amsterdam (AMS)"… one block per row, blocks apart by a blank line. */
  lines: string[];
  /** The header and value rows as the plain text of the page shows them (cells apart by a space). */
  shown: string[];
}

/**
 * Tables laid out in columns: a header row of labels ("Flight | From | To | Date | Departure") over rows of values
 * ("KL 1234 | Amsterdam (AMS) | Copenhagen (CPH) | 12 Mar 2017 | 09:40"). The plain text of the page runs each
 * row's cells together, so the labels lose their values; read from the HTML, each value gets its column's label.
 * `tree` is the HTML as the engine parsed it (entities decoded), when it has it; else the HTML is parsed here.
 */
export function columnTables(html: string, tree?: Document): ColumnTables {
  const found: ColumnTables = { lines: [], shown: [] };
  if (!/<t[hd][\s>]/i.test(html)) return found;
  const dom = tree ?? parseDocument(html, { decodeEntities: true });
  const tables = findAll((e) => e.name === 'table', dom.children).slice(0, MAX_TABLES);
  found.lines.push(...labelledCells(tables));
  for (const table of tables) {
    const rows = rowsOf(table);
    for (let i = 0; i < rows.length; i++) {
      const header = rows[i] ?? [];
      if (!isHeader(header)) continue;
      let j = i + 1;
      for (; j < rows.length && j <= i + MAX_ROWS; j++) {
        const row = rows[j] ?? [];
        if (row.length !== header.length || isHeader(row)) break;
        const pairs = header.flatMap((label, k) => (isLabel(label) && row[k] ? [`${labelOf(label)}: ${row[k]}`] : []));
        found.lines.push(...pairs, '');
        found.shown.push(row.filter(Boolean).join(' '));
      }
      if (j > i + 1) found.shown.push(header.filter(Boolean).join(' '));
      i = j - 1;
    }
  }
  return found;
}

/** Elements that start a line of their own inside a cell. */
const LINE_BREAKING = new Set(['br', 'p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The lines a cell shows: its text broken where a `<br>` or a block element breaks it, blank lines left out. */
function cellLines(cell: Element): string[] {
  const lines: string[] = [''];
  const walk = (nodes: Element['children']) => {
    for (const node of nodes) {
      if (node.type === 'text') lines[lines.length - 1] += node.data;
      else if (isTag(node)) {
        const breaks = LINE_BREAKING.has(node.name);
        if (breaks) lines.push('');
        walk(node.children);
        if (breaks) lines.push('');
      }
    }
  };
  walk(cell.children);
  return lines.map((l) => l.replace(/[\s\u00a0]+/g, ' ').trim()).filter(Boolean);
}

/** Cells in one table at most: more is a page, not a booking. */
const MAX_CELLS = 2_000;

/**
 * Cells that show a label on their first line and its value below it (`Check-in` / `Fri 14 Mar 2025` / `from 15:00`),
 * as "Label: value" lines: cells side by side run their lines together in the page's plain text, so each label
 * loses its value there.
 */
function labelledCells(tables: readonly Element[]): string[] {
  const found: string[] = [];
  for (const table of tables) {
    const cells = findAll((e) => (e.name === 'td' || e.name === 'th') && tableOf(e) === table, table.children);
    for (const cell of cells.slice(0, MAX_CELLS)) {
      if (findAll((e) => e.name === 'table', cell.children).length > 0) continue;
      const [label, ...value] = cellLines(cell);
      if (!label || value.length === 0 || value.length > 3 || !isLabel(label) || label.endsWith(':')) continue;
      found.push(`${labelOf(label)}: ${value.join(' ')}`, '');
    }
  }
  return found;
}

/** A run of words with single spaces between them, and the column it starts at. */
interface TextCell {
  start: number;
  text: string;
}

/** The cells of a line of a plain-text table: runs of words kept apart by two spaces or more (a tab is four). */
function textCells(line: string): TextCell[] {
  return [...line.replace(/\t/g, '    ').matchAll(/\S+(?: \S+)*/g)].map((m) => ({ start: m.index, text: m[0] }));
}

const COLUMN_GAP = /\S(?: {2}|\t)\s*\S/;

/** A time as reservation systems print it in a departure or arrival column: `1005`, `0540+1`. */
const SYSTEM_CLOCK = /^([01]\d|2[0-3])([0-5]\d)(?:\s*(\+\d))?$/;

/** A day and month in digits apart by a dot, with no year: `18.10`, `3.4.`. Alone it could as well be a clock. */
const DOTTED_DAY = /^(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.?$/;

/**
 * A value of a departure, arrival or time column with a system's clock (`0540+1`) written as one (`05:40 +1`); a
 * date column's day without its year (`18.10`) written with its month's name (`18 Oct`), which no reading takes for
 * a clock.
 */
function clockOfColumn(label: string, value: string): string {
  const fact = factOfLabel(label);
  const day = fact === 'date' ? DOTTED_DAY.exec(value) : null;
  if (day) return dayWithMonthName(Number(day[1]), Number(day[2]));
  const clock = fact === 'depart' || fact === 'arrive' || fact === 'time' ? SYSTEM_CLOCK.exec(value) : null;
  return clock ? `${clock[1]}:${clock[2]}${clock[3] ? ` ${clock[3]}` : ''}` : value;
}

/**
 * The arrival's column and the day and time columns after it that repeat ones before the departure's (`Date  Time
 * From  To  Date  Time`): a table that prints a day and time on each side of its route gives the second pair to the
 * arrival, not a second ride.
 */
function arrivalColumns(labels: readonly string[]): { at: number; when: number[] } {
  const facts = labels.map((label) => factOfLabel(label));
  const at = facts.indexOf('arrive');
  if (at < 0 || facts.indexOf('depart') > at) return { at, when: [] };
  const when = facts.flatMap((fact, k) =>
    k > at && (fact === 'date' || fact === 'time') && facts.slice(0, at).includes(fact) ? [k] : [],
  );
  return { at, when };
}

/** How far a value may start left of its column's label in a table typed by hand. */
const COLUMN_SLACK = 2;

/** The column of a cell: the last one whose label starts at or before it. */
function columnOf(starts: readonly number[], cell: TextCell): number {
  let column = -1;
  for (let k = 0; k < starts.length; k++) if ((starts[k] as number) <= cell.start + COLUMN_SLACK) column = k;
  return column;
}

/**
 * Plain-text tables laid out in columns: a header line of labels apart by two spaces or more ("Date  Flight
 * Departs  Arrives") over lines whose words stand under them ("Fri 15 Mar  UA 110  San Francisco (SFO) 6:00 AM  …").
 * A line whose first column is empty continues the row above (a time below its place). Each row becomes a block of
 * "Label: value" lines in place of the table; the text is returned unchanged when it holds no such table.
 */
export function textColumnTables(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // A header has three cells or more apart by two spaces or a tab: most lines have no such gap at all.
    if (!COLUMN_GAP.test(line)) {
      out.push(line);
      continue;
    }
    const header = textCells(line);
    if (header.length < MIN_HEADER_LABELS || !isHeader(header.map((c) => c.text))) {
      out.push(line);
      continue;
    }
    const starts = header.map((c) => c.start);
    const rows: string[][] = [];
    let j = i + 1;
    for (; j < lines.length && rows.length <= MAX_ROWS; j++) {
      const next = lines[j] ?? '';
      if (/^[\s=_*-]*$/.test(next)) {
        if (rows.length > 0 && !next.trim()) break;
        continue;
      }
      const cells = textCells(next);
      if (isHeader(cells.map((c) => c.text))) break;
      const row: string[] = header.map(() => '');
      for (const cell of cells) {
        const k = columnOf(starts, cell);
        if (k < 0) continue;
        row[k] = row[k] ? `${row[k]} ${cell.text}` : cell.text;
      }
      const previous = rows[rows.length - 1];
      // "OYO 4189 Resort Nanganallur," over "25, Koil Street, Chennai": a first cell that ends in a comma goes on.
      if (previous?.[0]?.endsWith(',') && row[0] && row.filter(Boolean).length === 1) {
        previous[0] = `${previous[0]} ${row[0]}`;
        continue;
      }
      if (!row[0] && previous) {
        for (const [k, value] of row.entries())
          if (value) previous[k] = previous[k] ? `${previous[k]} ${value}` : value;
        continue;
      }
      if (row.filter(Boolean).length < 2) break;
      rows.push(row);
    }
    if (rows.length === 0) {
      out.push(line);
      continue;
    }
    const arrival = arrivalColumns(header.map((c) => c.text));
    for (const row of rows) {
      const cells = header.map((label, k) => (row[k] ? clockOfColumn(label.text, row[k]) : ''));
      for (const k of arrival.when) cells[arrival.at] = `${cells[arrival.at]} ${cells[k]}`.trim();
      out.push(
        ...header.flatMap((label, k) =>
          isLabel(label.text) && cells[k] && !arrival.when.includes(k) ? [`${labelOf(label.text)}: ${cells[k]}`] : [],
        ),
        '',
      );
    }
    changed = true;
    i = j - 1;
  }
  return changed ? out.join('\n') : text;
}
