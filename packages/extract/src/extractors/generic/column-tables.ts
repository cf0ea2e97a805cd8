import type { Element } from 'domhandler';
import { findAll, isTag, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
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

function isLabel(cell: string): boolean {
  return cell.length <= 40 && factOfLabel(cell) !== undefined;
}

/** A row of labels: three or more, and at most one other heading ("Class") for every two. */
function isHeader(row: readonly string[]): boolean {
  const cells = row.filter(Boolean);
  const labels = cells.filter(isLabel).length;
  return labels >= MIN_HEADER_LABELS && (cells.length - labels) * 2 <= labels;
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
 */
export function columnTables(html: string): ColumnTables {
  const found: ColumnTables = { lines: [], shown: [] };
  if (!/<t[hd][\s>]/i.test(html)) return found;
  const dom = parseDocument(html, { decodeEntities: true });
  const tables = findAll((e) => e.name === 'table', dom.children).slice(0, MAX_TABLES);
  for (const table of tables) {
    const rows = rowsOf(table);
    for (let i = 0; i < rows.length; i++) {
      const header = rows[i] ?? [];
      if (!isHeader(header)) continue;
      let j = i + 1;
      for (; j < rows.length && j <= i + MAX_ROWS; j++) {
        const row = rows[j] ?? [];
        if (row.length !== header.length || isHeader(row)) break;
        const pairs = header.flatMap((label, k) => (isLabel(label) && row[k] ? [`${label}: ${row[k]}`] : []));
        found.lines.push(...pairs, '');
        found.shown.push(row.filter(Boolean).join(' '));
      }
      if (j > i + 1) found.shown.push(header.filter(Boolean).join(' '));
      i = j - 1;
    }
  }
  return found;
}
