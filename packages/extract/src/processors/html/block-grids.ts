import type { AnyNode, Document, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { MAX_TREE_DEPTH } from './tree-depth.js';

/**
 * Grids a mailer builds of blocks rather than of a table: rows of `<div>` cells side by side, as a flexbox row or
 * floated or inline-block cells lay them out, or as a table's rows rebuilt in blocks (a header row of labels over a row
 * of values). Each cell would be a line of its own, and a row's label and value, or a header and the value under it,
 * would fall apart; rewritten as a table's rows, each row reads as one line, as the table it stands for does.
 */

/** Elements that break a cell's text into lines: a cell holding one is a block of its own, not a grid's cell. */
const BREAKING =
  /^(?:p|div|br|li|ul|ol|h[1-6]|pre|blockquote|hr|dl|dt|dd|section|article|header|footer|main|nav|aside|address|center|figure|fieldset|details|form|table|tr|td|th|tbody|thead|tfoot)$/;
/** A row whose style lays its children side by side. */
const ROW_STYLE = /display\s*:\s*(?:inline-)?(?:flex|grid)\b|display\s*:\s*table-row\b/i;
/** A cell whose style stands it beside its neighbours. */
const CELL_STYLE = /display\s*:\s*(?:inline-block|table-cell)\b|float\s*:\s*(?:left|right)\b/i;
/** A style that hides an element: its content is no text a reader sees, and no cell either. */
const HIDDEN_STYLE = /display\s*:\s*none/i;

const isElement = (node: AnyNode): node is Element => node.type === 'tag';
const isBlank = (node: AnyNode): boolean =>
  node.type === 'comment' || (node.type === 'text' && !/\S/.test((node as { data: string }).data));

/** An element's children, when they are all `<div>`s (blank text and comments aside); none otherwise. */
function divChildren(element: Element): Element[] | undefined {
  const divs: Element[] = [];
  for (const child of element.children) {
    if (isBlank(child)) continue;
    if (!isElement(child) || child.name !== 'div' || HIDDEN_STYLE.test(child.attribs.style ?? '')) return undefined;
    divs.push(child);
  }
  return divs;
}

/** Whether an element's content is one line: inline elements and text alone. */
function isInline(element: Element, depth = 0): boolean {
  if (depth > 32) return false;
  return element.children.every(
    (child) =>
      !isElement(child) ||
      (!BREAKING.test(child.name) &&
        !/display\s*:\s*block/i.test(child.attribs.style ?? '') &&
        isInline(child, depth + 1)),
  );
}

/** A row's cells: two or more `<div>`s of one line each. */
function cellsOf(row: Element): Element[] | undefined {
  const cells = divChildren(row);
  return cells && cells.length >= 2 && cells.every((c) => isInline(c)) ? cells : undefined;
}

/** The longest heading of a column, or label of a line. */
const MAX_HEADING = 40;

/** Inline elements that may hold a line's label or its value. */
const INLINE_CELL = /^(?:span|b|strong|font|em|i|small|label|a)$/;

/**
 * A line of a label and its value in two inline elements side by side (`<span>To</span> <img alt="📍">
 * <b>Paris Nord</b>`), images between them aside; a label with a colon is read from the text already.
 */
function inlinePair(row: Element): Element[] | undefined {
  if (row.name !== 'div' && row.name !== 'p') return undefined;
  const cells: Element[] = [];
  for (const child of row.children) {
    if (isBlank(child)) continue;
    if (!isElement(child)) return undefined;
    if (child.name === 'img') continue;
    if (!INLINE_CELL.test(child.name) || !isInline(child) || !textContent(child).trim()) return undefined;
    cells.push(child);
  }
  const label = cells[0] ? textContent(cells[0]).trim() : '';
  return cells.length === 2 && label.length <= MAX_HEADING && !label.includes(':') ? cells : undefined;
}

/**
 * Whether a row's cells are a grid's headings: two or more name a column, each in a few words with no figure (a
 * number may follow, `PASSENGER 1`) and no colon. Blocks stacked one under another (a card's lines, `Flight: EI 135`,
 * one card after another) are no grid: their first block's lines print values.
 */
function isHeaderRow(cells: readonly Element[]): boolean {
  const texts = cells.map((c) => textContent(c).replace(/\s+/g, ' ').trim());
  return (
    texts.filter(Boolean).length >= 2 &&
    texts.every((t) => t.length <= MAX_HEADING && !t.includes(':') && !/\d/.test(t.replace(/\s\d{1,2}$/, '')))
  );
}

const sideBySide = (row: Element, cells: readonly Element[]): boolean =>
  ROW_STYLE.test(row.attribs.style ?? '') || cells.every((c) => CELL_STYLE.test(c.attribs.style ?? ''));

interface Edit {
  at: number;
  length: number;
  text: string;
}

/** The edits that rename an element's tags (`<div …>` … `</div>`), or none when its source does not close it. */
function renamed(html: string, element: Element, open: string, close: string): Edit[] | undefined {
  const start = element.startIndex;
  const end = element.endIndex;
  if (start === null || end === null) return undefined;
  const name = element.name;
  const closing = html.lastIndexOf('</', end);
  if (closing <= start || html.slice(closing + 2, closing + 2 + name.length).toLowerCase() !== name) return undefined;
  if (!/^\s*>$/.test(html.slice(closing + 2 + name.length, end + 1))) return undefined;
  if (html.slice(start + 1, start + 1 + name.length).toLowerCase() !== name) return undefined;
  return [
    { at: start, length: 1 + name.length, text: `<${open}` },
    { at: closing, length: end + 1 - closing, text: close },
  ];
}

/** The edits that wrap a run of sibling rows in a table: `<table>` before the first, `</table>` after the last. */
function wrapped(html: string, rows: readonly Element[], cells: readonly Element[][]): Edit[] | undefined {
  const first = rows[0]?.startIndex;
  const last = rows.at(-1)?.endIndex;
  if (first === null || first === undefined || last === null || last === undefined) return undefined;
  const edits = rows.flatMap((row, i) => [
    renamed(html, row, 'tr', '</tr>'),
    ...(cells[i] ?? []).map((cell) => renamed(html, cell, 'td', '</td>')),
  ]);
  if (!edits.every((e) => e !== undefined)) return undefined;
  return [{ at: first, length: 0, text: '<table>' }, ...edits.flat(), { at: last + 1, length: 0, text: '</table>' }];
}

/**
 * Sibling nodes as runs of rows: consecutive `<div>`s (blank text and comments between them aside) each of as many
 * cells as the others, two rows or more under a row of headings, or rows whose style lays their cells side by side,
 * or two lines or more each of a label and its value in inline elements (`inlinePair`).
 */
function gridRuns(nodes: readonly AnyNode[]): { rows: Element[]; cells: Element[][] }[] {
  const runs: { rows: Element[]; cells: Element[][] }[] = [];
  let run: { rows: Element[]; cells: Element[][] } = { rows: [], cells: [] };
  const pairs = new Set<Element>();
  const close = () => {
    const [cells] = run.cells;
    const headed = run.rows.length >= 2 && cells !== undefined && isHeaderRow(cells);
    const laidOut = run.rows.length > 0 && run.rows.every((row, i) => sideBySide(row, run.cells[i] ?? []));
    const paired = run.rows.length >= 2 && run.rows.every((row) => pairs.has(row));
    if (headed || laidOut || paired) runs.push(run);
    run = { rows: [], cells: [] };
  };
  for (const child of nodes) {
    if (isBlank(child)) continue;
    const blocks = isElement(child) && child.name === 'div' ? cellsOf(child) : undefined;
    const pair = !blocks && isElement(child) ? inlinePair(child) : undefined;
    if (pair && isElement(child)) pairs.add(child);
    const cells = blocks ?? pair;
    // A row of headings after a header and its values heads a grid of its own, as the next of a card's tables does.
    const headed = run.rows.length >= 2 && run.cells[0] !== undefined && isHeaderRow(run.cells[0]);
    const another = headed && cells !== undefined && isHeaderRow(cells);
    if (!cells || another || (run.cells[0] && run.cells[0].length !== cells.length)) close();
    if (cells && isElement(child)) {
      run.rows.push(child);
      run.cells.push(cells);
    }
  }
  close();
  return runs;
}

/** The edits that make tables of the grids among sibling nodes and within them. */
function gridEdits(html: string, nodes: readonly AnyNode[], out: Edit[], depth = 0): void {
  // Text and comments alone (most elements' children) are no row and hold none: nothing to look for or into.
  if (!nodes.some(isElement)) return;
  const inRuns = new Set<AnyNode>();
  for (const run of gridRuns(nodes)) {
    const edits = wrapped(html, run.rows, run.cells);
    if (!edits) continue;
    out.push(...edits);
    for (const row of run.rows) inRuns.add(row);
  }
  if (depth >= MAX_TREE_DEPTH) return;
  for (const node of nodes) if (isElement(node) && !inRuns.has(node)) gridEdits(html, node.children, out, depth + 1);
}

/**
 * The HTML with its grids of blocks written as tables (see above); the HTML itself when it has none. `parsed` is its
 * tree with the nodes' offsets, when the caller has it.
 */
export function gridsAsTables(html: string, parsed?: Document): string {
  if (!/<div\b/i.test(html)) return html;
  const document = parsed ?? parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const edits: Edit[] = [];
  gridEdits(html, document.children, edits);
  if (edits.length === 0) return html;
  edits.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const edit of edits) {
    out += html.slice(from, edit.at) + edit.text;
    from = edit.at + edit.length;
  }
  return out + html.slice(from);
}
