import { type AnyNode, type Document, type Element, hasChildren, isComment, isTag, isText } from 'domhandler';
import { findAirport } from '../../refdata/airports.js';
import { matchAll } from '../lib/text.js';
import { isTotalLabel } from './booking-total.js';
import { dayWithMonthName, yearAfter } from './date-time.js';
import { designatorAlone } from './flight-cards.js';
import { htmlLibraries } from './html-libraries.js';
import { airlineWordLabel, factOfLabel, foldLabel, MIN_LOOSE_LABEL } from './labelled-facts.js';
import type { Fact } from './labels.js';

const MAX_TABLES = 60;
/** How many rows under a header row are read as its values. */
export const MAX_ROWS = 16;
/** A header row names at least this many facts. */
const MIN_HEADER_LABELS = 3;

/**
 * `textContent` of a node, the texts of the elements in it kept in `known` as they are read: a page's tables read
 * the cell of a table inside another table's cell again with each table around it.
 */
function textOf(node: AnyNode, known: Map<AnyNode, string>): string {
  if (hasChildren(node) && !isComment(node)) {
    const kept = known.get(node);
    if (kept !== undefined) return kept;
    let text = '';
    for (const child of node.children) text += textOf(child, known);
    known.set(node, text);
    return text;
  }
  return isText(node) ? node.data : '';
}

function cellText(cell: Element, known: Map<AnyNode, string> = new Map()): string {
  return textOf(cell, known)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * A table's own elements of the given names (those of no table inside it), the first `limit`, in document order. The
 * tables inside it are not entered: each would be walked again as a table of its own, and nothing in it is the
 * table's own; so a page of tables nested deep is walked once per table, not once per table around each element.
 */
function ownElements(table: Element, names: ReadonlySet<string>, limit: number): Element[] {
  const found: Element[] = [];
  // Depth first, in document order, as `findAll` walks: an explicit stack, so that no nesting is too deep for it.
  const stack: { nodes: readonly AnyNode[]; next: number }[] = [{ nodes: table.children, next: 0 }];
  while (stack.length > 0 && found.length < limit) {
    const top = stack[stack.length - 1] as { nodes: readonly AnyNode[]; next: number };
    const node = top.nodes[top.next++];
    if (!node) {
      stack.pop();
      continue;
    }
    if (isTag(node)) {
      if (node.name === 'table') continue;
      if (names.has(node.name)) found.push(node);
    }
    if (hasChildren(node) && node.children.length > 0) stack.push({ nodes: node.children, next: 0 });
  }
  return found;
}

/** Whether an element holds a table, at any depth. */
function holdsTable(element: Element): boolean {
  const stack: AnyNode[] = element.children.slice();
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (isTag(node) && node.name === 'table') return true;
    if (hasChildren(node)) for (const child of node.children) stack.push(child);
  }
  return false;
}

const ROW = new Set(['tr']);
const CELL = new Set(['td', 'th']);

/** The rows of a table (not of the tables inside it), each as its cells. */
function rowCellsOf(table: Element): Element[][] {
  const rows = ownElements(table, ROW, 200);
  return rows.map((row) => row.children.filter(isTag).filter((c) => c.name === 'td' || c.name === 'th'));
}

/** The rows of a table (not of the tables inside it), each as the text of its cells. */
function rowsOf(table: Element): string[][] {
  const known = new Map<AnyNode, string>();
  return rowCellsOf(table).map((row) => row.map((cell) => cellText(cell, known)));
}

/** The page's tables, the first 60. */
function tableElements(dom: Document): Element[] {
  return htmlLibraries()
    .findAll((e) => e.name === 'table', dom.children)
    .slice(0, MAX_TABLES);
}

/** The page's tables (the first 60), each as its rows of cells' texts. */
export function tablesOf(dom: Document): string[][][] {
  return tableElements(dom).map(rowsOf);
}

/** A header cell as a label: an abbreviation's closing dot (`Dep.`, `Arr.`) is no part of it. */
export function labelOf(cell: string): string {
  // Only a cell that ends in a dot can close on one: the pattern, unanchored at the start, is not tried on the others.
  if (!cell.endsWith('.')) return cell;
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

/** A header of two cells, a coach's label and a seat's (`Coach | Seat`, `Wagen  Platz`): a train's seating table. */
function isSeatingHeader(row: readonly string[]): boolean {
  const cells = row.filter(Boolean);
  return (
    cells.length === 2 &&
    cells.every((c) => c.length <= 30) &&
    factOfLabel(labelOf(cells[0] ?? '')) === 'coach' &&
    factOfLabel(labelOf(cells[1] ?? '')) === 'seat'
  );
}

/** A table whose columns a header row names: its rows as "Label: value" lines, and the lines its text showed. */
export interface ColumnTables {
  /** "Flight: KL 1234", "From: Amsterdam (AMS)"… one block per row, blocks apart by a blank line. */
  lines: string[];
  /** The header and value rows as the plain text of the page shows them (cells apart by a space). */
  shown: string[];
  /**
   * Rows as the plain text shows them, each with the "Label: value" lines to read there in its place (several apart
   * by a line break; none, empty, for a row of labels whose values are read on the row below).
   */
  inPlace: { shown: string; line: string }[];
}

/**
 * Tables laid out in columns: a header row of labels ("Flight | From | To | Date | Departure") over rows of values
 * ("KL 1234 | Amsterdam (AMS) | Copenhagen (CPH) | 12 Mar 2017 | 09:40"). The plain text of the page runs each
 * row's cells together, so the labels lose their values; read from the HTML, each value gets its column's label.
 * `tree` is the HTML as the engine parsed it (entities decoded), when it has it; else the HTML is parsed here.
 */
export function columnTables(html: string, tree?: Document): ColumnTables {
  const found: ColumnTables = { lines: [], shown: [], inPlace: [] };
  if (!/<t[hd][\s>]/i.test(html)) return found;
  const dom = tree ?? htmlLibraries().parseDocument(html, { decodeEntities: true });
  const tables = tableElements(dom);
  found.lines.push(...labelledCells(tables));
  const tablesCells = tables.map(rowCellsOf);
  const known = new Map<AnyNode, string>();
  const tablesRows = tablesCells.map((rows) => rows.map((row) => row.map((cell) => cellText(cell, known))));
  found.inPlace.push(...labelledRows(tablesRows), ...stackedPairs(tablesRows), ...placesOverCodes(tablesRows));
  found.inPlace.push(...colonLabelsSideBySide(tablesCells, tablesRows));
  found.shown.push(...labelledCellRowsShown(tablesCells));
  for (const rows of tablesRows) {
    for (let i = 0; i < rows.length; i++) {
      const header = rows[i] ?? [];
      if (!isHeader(header) && !isSeatingHeader(header)) continue;
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
    for (const cell of ownElements(table, CELL, MAX_CELLS)) {
      if (holdsTable(cell)) continue;
      const [label, ...value] = cellLines(cell);
      if (!label || value.length === 0 || value.length > 3 || !isLabel(label) || label.endsWith(':')) continue;
      found.push(`${labelOf(label)}: ${value.join(' ')}`, '');
    }
  }
  return found;
}

/**
 * A row of cells side by side, each a label over its value as `labelledCells` reads them (`Date` / `Thursday, 19 Mar`
 * beside `Hour` / `18:30` beside `People` / `2 people`), as the plain text shows it: the labels run together on one
 * line (`Date Hour People`), the values on the next. Those lines are left out of the text, where the first label
 * would take the others for its value; the cells' "Label: value" lines stand for them.
 */
function labelledCellRowsShown(tablesCells: readonly Element[][][]): string[] {
  const shown: string[] = [];
  for (const rows of tablesCells) {
    for (const row of rows) {
      if (row.length < 2 || row.length > 6) continue;
      const cells = row.map(cellLines);
      const labelled = (lines: string[]) =>
        lines.length >= 2 && lines.length <= 4 && isLabel(lines[0] ?? '') && !(lines[0] ?? '').endsWith(':');
      if (!cells.every(labelled)) continue;
      const depth = Math.max(...cells.map((lines) => lines.length));
      for (let k = 0; k < depth; k++) {
        shown.push(
          cells
            .map((lines) => lines[k] ?? '')
            .filter(Boolean)
            .join(' '),
        );
      }
    }
  }
  return shown;
}

/**
 * Cells side by side, each a label with its colon over its value (`Booking number:` / `7158264` beside `Status:` /
 * `CONFIRMED`): the plain text runs the labels together on one line (`Booking number: Status:`) and the values on
 * the next, so the first label takes the second for its value. Read from the HTML, each label and the first line
 * under it become a "Label: value" line in place of the line of labels. A row of cells holds at least one known
 * label; others (`Baggage:`) are left out.
 */
function colonLabelsSideBySide(
  tablesCells: readonly Element[][][],
  tablesRows: readonly string[][][],
): { shown: string; line: string }[] {
  const found: { shown: string; line: string }[] = [];
  for (const [t, rows] of tablesRows.entries()) {
    for (const [r, row] of rows.entries()) {
      // The cheaper test first: a colon in every cell of a row of two or more.
      if (row.length < 2 || row.length > 4 || !row.every((cell) => cell.includes(':') && cell.length <= 300)) continue;
      const cells = (tablesCells[t]?.[r] ?? []).map(cellLines);
      if (!cells.every((lines) => lines.length >= 2 && (lines[0] ?? '').endsWith(':'))) continue;
      const labels = cells.map((lines) => (lines[0] ?? '').slice(0, -1).trim());
      const lines = labels.flatMap((label, k) => (isLabel(label) ? [`${labelOf(label)}: ${cells[k]?.[1] ?? ''}`] : []));
      if (lines.length > 0) found.push({ shown: cells.map((l) => l[0]).join(' '), line: lines.join('\n') });
    }
  }
  return found;
}

/** A label of two facts apart by a slash, each one a label (`Wagon / miejsce`, `Check-in / check-out`). */
function isSlashedLabels(cell: string): boolean {
  const parts = cell.split(/\s*\/\s*/);
  return parts.length === 2 && parts.every((part) => part.length <= 30 && factOfLabel(part) !== undefined);
}

/**
 * Rows of two cells, a label and its value (`Od | Warszawa Centralna`, `Wagon / miejsce | 6 / 45`, `Train | 51`), as
 * "Label: value" lines, read where the rows stand: the page's plain text runs the two together, where a label of two
 * letters or of two facts is not read, nor one whose value is a number alone ("Train 51" reads as a label over the
 * line below). Rows of other labels stay as the loose reading has them.
 */
function labelledRows(tablesRows: readonly string[][][]): { shown: string; line: string }[] {
  const found: { shown: string; line: string }[] = [];
  for (const rows of tablesRows) {
    for (const row of rows) {
      const [label, value] = row;
      if (row.length !== 2 || !label || !value || value.length > 80 || label.endsWith(':')) continue;
      const readThere = foldLabel(label).length >= MIN_LOOSE_LABEL && !/^\d{1,5}$/.test(value);
      if (!isSlashedLabels(label) && (readThere || !isLabel(label))) continue;
      found.push({ shown: `${label} ${value}`, line: `${label}: ${value}` });
    }
  }
  return found;
}

/** A row of two cells, each with some text. */
function isPair(row: readonly string[] | undefined): boolean {
  return row?.length === 2 && Boolean(row[0]) && Boolean(row[1]);
}

/** A cell that may head a column of two: short, on one line, no value of its own after a colon. */
const HEADING_CELL = /^[^:\d]{2,30}(?: \d)?$/u;
/** The label a cell over a flight's designator (`UT577`) stands for: a word for an airline (`Airline`, `А/К ЮТЭЙР`). */
function flightColumnLabel(heading: string, value: string): string | undefined {
  return designatorAlone(value) ? airlineWordLabel(heading) : undefined;
}

/**
 * Tables of two columns stacked as two rows, two labels over their two values (`№ ЗАКАЗА | СУММА ЗАКАЗА` over
 * `7Q11KD | 17 540 RUB`, `Passenger 1 | Ticket type` over `Jane Doe | Adult`): the plain text runs each row's cells
 * together, so the labels lose their values. Read from the HTML, the row of labels is left out and the row of values
 * becomes a "Label: value" line for each labelled cell, in its place. A column headed by a word for an airline over
 * a flight's designator (`А/К ЮТЭЙР` over `UT577`) is the flight's. A row below a row of labels that holds labels
 * itself, or more rows under the labels, is no such table.
 */
function stackedPairs(tablesRows: readonly string[][][]): { shown: string; line: string }[] {
  const found: { shown: string; line: string }[] = [];
  for (const rows of tablesRows) {
    for (let i = 0; i + 1 < rows.length; i++) {
      const header = rows[i] ?? [];
      const values = rows[i + 1] ?? [];
      if (!isPair(header) || !isPair(values) || isPair(rows[i - 1]) || isPair(rows[i + 2])) continue;
      // The cheaper test first: most rows of two cells are no pair of headings.
      if (values.some((v) => v.length > 80) || !header.every((cell) => HEADING_CELL.test(cell))) continue;
      // "Guest | Aisyah Rahman" over "Total amount | MYR 189.00": rows of a label and its value, not labels over values.
      if (values.some((v) => isLabel(v) || isTotalLabel(v))) continue;
      const lines = header.flatMap((heading, k) => {
        const value = values[k] ?? '';
        if (isLabel(heading)) return [`${labelOf(heading)}: ${value}`];
        const flight = flightColumnLabel(heading, value);
        return flight ? [`${flight}: ${value}`] : [];
      });
      if (lines.length === 0) continue;
      found.push({ shown: header.join(' '), line: '' }, { shown: values.join(' '), line: lines.join('\n') });
      i++;
    }
  }
  return found;
}

/** A word in capitals of three letters, which may be an airport's code. */
const AIRPORT_CODE = /(?<![\p{L}\d])\p{Lu}{3}(?![\p{L}\d])/gu;

/** The one known airport's code a cell names (`01:00 VKO`), if it names one and no other. */
function airportCodeIn(cell: string): string | undefined {
  const codes = cell.match(AIRPORT_CODE) ?? [];
  return codes.length === 1 && codes[0] && findAirport(codes[0]) ? codes[0] : undefined;
}

/**
 * A row of the places a flight leaves from and goes to over a row of their clocks and airports' codes (`МОСКВА |  |
 * МУРМАНСК` over `01:00 VKO | → | 03:30 MMK`): the plain text shows the names a line above the codes, apart from
 * them. Read from the HTML, the row of names is left out and each code is written after its name (`01:00 МОСКВА
 * (VKO) → 03:30 МУРМАНСК (MMK)`) in place of the row of codes. Two names over two codes, or none.
 */
function placesOverCodes(tablesRows: readonly string[][][]): { shown: string; line: string }[] {
  const found: { shown: string; line: string }[] = [];
  for (const rows of tablesRows) {
    for (let i = 0; i + 1 < rows.length; i++) {
      const header = rows[i] ?? [];
      const values = rows[i + 1] ?? [];
      if (header.length < 2 || header.length !== values.length) continue;
      const named = header.flatMap((name, k) => (name ? [k] : []));
      // The cheaper tests first: two names of a place over two cells of the same columns, with a clock in each.
      if (named.length !== 2 || named.some((k) => !/\d[:.]\d\d/.test(values[k] ?? ''))) continue;
      if (!named.every((k) => HEADING_CELL.test(header[k] ?? '') && !isLabel(header[k] ?? ''))) continue;
      const codes = named.map((k) => airportCodeIn(values[k] ?? ''));
      // A name that gives its code itself (`Lisboa LIS`) needs none written after it.
      const given = (n: number): string[] => (header[named[n] ?? -1] ?? '').match(AIRPORT_CODE) ?? [];
      if (codes.some((code, n) => !code || given(n).includes(code)) || codes[0] === codes[1]) continue;
      const line = values.map((value, k) => {
        const n = named.indexOf(k);
        const code = codes[n];
        return n < 0 || !code ? value : value.replace(code, `${header[k]} (${code})`);
      });
      found.push({ shown: header.filter(Boolean).join(' '), line: '' });
      found.push({ shown: values.filter(Boolean).join(' '), line: line.filter(Boolean).join(' ') });
      i++;
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
  return matchAll(line.replace(/\t/g, '    '), TEXT_CELL).map((m) => ({ start: m.index, text: m[0] }));
}

const TEXT_CELL = /\S+(?: \S+)*/g;

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

/** The column whose label's middle is nearest the cell's middle. */
function nearestColumn(header: readonly TextCell[], cell: TextCell): number {
  const middle = (c: TextCell) => c.start + c.text.length / 2;
  let best = -1;
  for (let k = 0; k < header.length; k++) {
    const label = header[k] as TextCell;
    const gap = Math.abs(middle(label) - middle(cell));
    if (best < 0 || gap < Math.abs(middle(header[best] as TextCell) - middle(cell))) best = k;
  }
  return best;
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
    const barred = barTable(lines, i);
    if (barred) {
      out.push(...barred.lines);
      changed = true;
      i = barred.end - 1;
      continue;
    }
    // A header has three cells or more apart by two spaces or a tab: most lines have no such gap at all.
    if (!COLUMN_GAP.test(line)) {
      out.push(line);
      continue;
    }
    const header = textCells(line);
    const stops = stopTable(lines, i, header);
    if (stops) {
      out.push(...stops.lines);
      changed = true;
      i = stops.end - 1;
      continue;
    }
    const labels = header.map((c) => c.text);
    if (!isSeatingHeader(labels) && (header.length < MIN_HEADER_LABELS || !isHeader(labels))) {
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
      // A row whose first cell starts left of the first label has its cells centred under the labels, as a page
      // printed from a table lays them out (`FLIGHT  GATE` over `DL31  29`).
      const centred = cells.some((cell) => columnOf(starts, cell) < 0);
      for (const cell of cells) {
        const k = centred ? nearestColumn(header, cell) : columnOf(starts, cell);
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
    out.push(...rowBlocks(labels, rows));
    changed = true;
    i = j - 1;
  }
  return changed ? out.join('\n') : text;
}

/** Each row of a table as a block of "Label: value" lines, a blank line after it. */
function rowBlocks(labels: readonly string[], rows: readonly string[][]): string[] {
  const out: string[] = [];
  const arrival = arrivalColumns(labels);
  for (const row of rows) {
    const cells = labels.map((label, k) => (row[k] ? clockOfColumn(label, row[k]) : ''));
    for (const k of arrival.when) cells[arrival.at] = `${cells[arrival.at]} ${cells[k]}`.trim();
    out.push(
      ...labels.flatMap((label, k) =>
        isLabel(label) && cells[k] && !arrival.when.includes(k) ? [`${labelOf(label)}: ${cells[k]}`] : [],
      ),
      '',
    );
  }
  return out;
}

/** The cells of a line of a table typed with bars between its cells (`Departs | Arrives | Train`), three or more. */
function barCells(line: string): string[] | undefined {
  if (!line.includes('|')) return undefined;
  const cells = line
    .trim()
    .replace(/^\|\s*|\s*\|$/g, '')
    .split(/\s*\|\s*/);
  return cells.length >= MIN_HEADER_LABELS && cells.every(Boolean) ? cells : undefined;
}

/**
 * A table typed with bars between its cells: a header line of labels over rows of as many cells
 * (`Departs | Arrives | Train | Coach | Seat` over `London St Pancras Intl 08:01 | Paris Gare du Nord 11:20 | 9014 | 5
 * | 61`), its rows as blocks of "Label: value" lines and the line after the table, or none at `at`.
 */
function barTable(lines: readonly string[], at: number): { lines: string[]; end: number } | undefined {
  const labels = barCells(lines[at] ?? '');
  if (!labels || !isHeader(labels)) return undefined;
  const rows: string[][] = [];
  let j = at + 1;
  for (; j < lines.length && rows.length < MAX_ROWS; j++) {
    const cells = barCells(lines[j] ?? '');
    if (!cells || cells.length !== labels.length || isHeader(cells)) break;
    rows.push(cells);
  }
  return rows.length > 0 ? { lines: rowBlocks(labels, rows), end: j } : undefined;
}

/**
 * The facts a header cell names: the cell's own, else those of its slashed parts, each read whole or by its first
 * word (`Zastávka/Přestup`, `Odj. / Příj. x`, `Vůz/sedadla`).
 */
function cellFacts(cell: string): Fact[] {
  const whole = factOfLabel(labelOf(cell));
  if (whole) return [whole];
  const facts: Fact[] = [];
  for (const part of cell.split(/\s*\/\s*/)) {
    const fact = factOfLabel(labelOf(part)) ?? factOfLabel(labelOf(part.split(' ')[0] ?? ''));
    if (fact && !facts.includes(fact)) facts.push(fact);
  }
  return facts;
}

/** A stop's row of a stop table, its cells read. */
interface StopRow {
  stop: string;
  day?: string;
  /** The day and month a column of both clocks prints before the clock, without the year. */
  dayAndMonth?: [number, number];
  depart?: string;
  arrive?: string;
  /** The clock of a column that gives both the departure and the arrival. */
  clock?: string;
  vehicle?: string;
  coach?: string;
  seat?: string;
}

/** A cell of a column of departures and arrivals: perhaps a day without its year, the clock, then the train. */
const CLOCK_CELL = /^(?:(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.\s+)?([01]?\d|2[0-3]):([0-5]\d)(?:\s+(\S.{0,23}))?$/;

/** A clock alone in a column of departures or of arrivals. */
const CLOCK_ONLY = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** A train's or bus's code and number as printed after its clock (`RJ 76`, `R 945`, `Sp 1786`). */
const VEHICLE_AFTER_CLOCK = /^[A-Z][A-Za-z]{0,3} ?\d{1,5}$/;

/**
 * The coach and seat of a column that names both (`Vůz/sedadla`): `43` is a seat, `5/43` and `5 43` a coach's; a
 * list set apart by commas (`51, 52, 55, 56`) is the seats of several travellers.
 */
function coachAndSeat(value: string): { coach?: string; seat?: string } {
  const pair = /^(\d{1,3}[A-Z]?)\s*[/ ]\s*(\d{1,3}[A-K]?)$/.exec(value);
  if (pair) return { coach: pair[1], seat: pair[2] };
  return /^\d{1,3}[A-K]?(?:, ?\d{1,3}[A-K]?)*$/.test(value) ? { seat: value } : {};
}

/** Lines a stop table may run over, with lines between its rows that print nothing in its columns. */
const MAX_STOP_LINES = 24;

/**
 * A stop table in plain text: a header line of labels apart by two spaces or more that names a column of stops and
 * columns of departures and arrivals (`Datum  Zastávka/Přestup  Příjezd  Odjezd  Spoj`), or one column for both
 * (`Stanice  Odj. / Příj.  Místo`), over one line per stop. A row that departs and the next one that arrives make a
 * ride, written as "Depart:", "Arrive:" and "Service:" lines; a column of both clocks gives the train after the
 * clock (`09.08. 09:07 R 945`), and the row that prints one departs. Text to the right of the header's last cell is
 * another column of the page, no part of the table.
 */
function stopTable(
  lines: readonly string[],
  at: number,
  header: readonly TextCell[],
): { lines: string[]; end: number } | undefined {
  // A header names its columns in words: a line with a digit is a row of values, and is not looked up as labels.
  if (header.length < 2 || header.some((c) => /\d/.test(c.text))) return undefined;
  const facts = header.map((c) => cellFacts(c.text));
  // A coach's column headed by a pictogram, which text prints as a stray letter or two (`w`), beside the seat's.
  const seatAt = facts.findIndex((f) => f.length === 1 && f[0] === 'seat');
  const pictogram = header[seatAt - 1];
  if (pictogram && (facts[seatAt - 1] ?? []).length === 0 && /^\S{1,2}$/u.test(pictogram.text)) {
    facts[seatAt - 1] = ['coach'];
  }
  const stopAt = facts.findIndex((f) => f.includes('stop'));
  const both = facts.findIndex((f) => f.includes('depart') && f.includes('arrive'));
  const departAt = facts.findIndex((f) => f.length === 1 && f[0] === 'depart');
  const arriveAt = facts.findIndex((f) => f.length === 1 && f[0] === 'arrive');
  if (stopAt < 0 || facts[stopAt]?.length !== 1 || (both < 0 && (departAt < 0 || arriveAt < 0))) return undefined;
  const last = header[header.length - 1] as TextCell;
  const edge = last.start + last.text.length;
  const starts = header.map((c) => c.start);
  const rows: StopRow[] = [];
  const kept: string[] = [];
  let j = at + 1;
  for (; j < lines.length && j <= at + MAX_STOP_LINES; j++) {
    const line = lines[j] ?? '';
    if (!line.trim()) {
      if (rows.length > 0) break;
      continue;
    }
    const row: string[] = header.map(() => '');
    for (const cell of textCells(line)) {
      const k = cell.start < edge ? columnOf(starts, cell) : -1;
      if (k >= 0) row[k] = row[k] ? `${row[k]} ${cell.text}` : cell.text;
    }
    const stop = row[stopAt] ?? '';
    if (!stop) {
      // A line of the page beside the table (`Doklad číslo / Beleg Nr.:`), kept for what it says.
      if (row.some(Boolean)) break;
      kept.push(line);
      continue;
    }
    const read = stopRow(stop, row, facts, { both, departAt, arriveAt });
    if (!read) break;
    rows.push(read);
  }
  const rides = ridesOfStops(rows, both >= 0, yearAbove(lines, at));
  if (rides.length === 0) return undefined;
  return { lines: [...rides, ...kept], end: j };
}

/** A stop's row read from its cells, or nothing when it prints no clock of a departure or an arrival. */
function stopRow(
  stop: string,
  row: readonly string[],
  facts: readonly Fact[][],
  at: { both: number; departAt: number; arriveAt: number },
): StopRow | undefined {
  if (!/^\p{L}/u.test(stop) || stop.length > 60) return undefined;
  const found: StopRow = { stop };
  for (const [k, value] of row.entries()) {
    const named = facts[k] ?? [];
    if (!value) continue;
    if (k === at.both) {
      const m = CLOCK_CELL.exec(value);
      if (!m) return undefined;
      if (m[1] && m[2]) found.dayAndMonth = [Number(m[1]), Number(m[2])];
      found.clock = `${m[3]}:${m[4]}`;
      if (m[5]) {
        if (!VEHICLE_AFTER_CLOCK.test(m[5])) return undefined;
        found.vehicle = m[5];
      }
    } else if (k === at.departAt || k === at.arriveAt) {
      if (!CLOCK_ONLY.test(value)) return undefined;
      found[k === at.departAt ? 'depart' : 'arrive'] = value;
    } else if (named.length === 1 && named[0] === 'date') found.day = value;
    else if (named.length === 1 && (named[0] === 'service' || named[0] === 'train' || named[0] === 'bus')) {
      found.vehicle = value;
    } else if (named.includes('seat')) Object.assign(found, coachAndSeat(value));
    else if (named.length === 1 && named[0] === 'coach') found.coach = value;
  }
  return found.clock || found.depart || found.arrive ? found : undefined;
}

/**
 * The rides of a stop table's rows, as labelled lines: from a row that departs to the next one that arrives. Under a
 * column of both clocks, a row departs when it names its train, and arrives when a departure waits for it.
 */
function ridesOfStops(rows: readonly StopRow[], both: boolean, above: string | undefined): string[] {
  const found: string[] = [];
  let from: StopRow | undefined;
  let day: string | undefined;
  const dayOf = (row: StopRow) => (row.dayAndMonth ? withYear(row.dayAndMonth, above) : row.day);
  for (const row of rows) {
    const arrives = from !== undefined && (both ? row.clock !== undefined : row.arrive !== undefined);
    if (from && arrives) {
      const departs = dayOf(from) ?? day;
      if (!departs) return [];
      found.push(`Depart: ${from.stop} ${departs} ${from.depart ?? from.clock}`);
      found.push(`Arrive: ${row.stop} ${dayOf(row) ?? ''} ${row.arrive ?? row.clock}`.replace(/\s+/g, ' '));
      if (from.vehicle) found.push(`Service: ${from.vehicle}`);
      if (from.coach) found.push(`Coach: ${from.coach}`);
      if (from.seat) found.push(`Seat: ${from.seat}`);
      found.push('');
      from = undefined;
    }
    day = dayOf(row) ?? day;
    if (both ? row.vehicle !== undefined : row.depart !== undefined) from = { ...row, day: dayOf(row) ?? day };
    else if (!arrives) return [];
  }
  return from ? [] : found;
}

/** A day printed with its year in digits: `9.7.2017`, `2017-07-09`. */
const DAY_WITH_YEAR = /(?<!\d)(?:(\d{1,2})\.(\d{1,2})\.(\d{4})|(\d{4})-(\d{2})-(\d{2}))(?!\d)/;

/** How far above a table a day with its year is looked for. */
const LINES_ABOVE = 40;

/** The nearest day printed with its year above a line (the ticket's day of issue), as `2017-03-05`. */
function yearAbove(lines: readonly string[], at: number): string | undefined {
  const two = (n: string | undefined) => (n ?? '').padStart(2, '0');
  for (let k = at - 1; k >= Math.max(0, at - LINES_ABOVE); k--) {
    const m = DAY_WITH_YEAR.exec(lines[k] ?? '');
    if (m) return m[3] ? `${m[3]}-${two(m[2])}-${two(m[1])}` : `${m[4]}-${m[5]}-${m[6]}`;
  }
  return undefined;
}

/**
 * A day printed without its year (`09.08.`), with its month's name and the year of the day printed above the table
 * (the next year when it falls before it); without a year when none is printed above.
 */
function withYear([day, month]: [number, number], above: string | undefined): string {
  const named = dayWithMonthName(day, month);
  return above ? `${named} ${yearAfter(day, month, above)}` : named;
}
