import type { AnyNode, Document, Element, ParentNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { MAX_TREE_DEPTH } from './tree-depth.js';

/** Elements that break the text into lines of their own (an inline element styled `display:block` is one too). */
const LINE_BREAKING_TAGS = new Set(
  'p div br li ul ol h1 h2 h3 h4 h5 h6 pre blockquote hr dl dt dd section article header footer main nav aside address center figure fieldset details form'.split(
    ' ',
  ),
);
const BLOCK_STYLE = /display:\s*block/i;

/** Whether any element of the HTML breaks lines: a document with none is written in the lines of its source. */
export const LINE_BREAKING = new RegExp(`<(?:${[...LINE_BREAKING_TAGS].join('|')})\\b|${BLOCK_STYLE.source}`, 'i');

/** Elements whose text is no line of the document's: nothing of theirs is broken into lines. */
const OPAQUE = new Set(['table', 'script', 'style', 'textarea', 'title', 'select']);

/** A newline, or a run of printed characters (a word) that stops before a `<`, so that no match runs past its text. */
const NEWLINE_OR_WORD = /\n|[^\s<]+|</g;

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

function breaksLines(element: Element): boolean {
  return LINE_BREAKING_TAGS.has(element.name) || BLOCK_STYLE.test(element.attribs.style ?? '');
}

/**
 * Where the source of the given nodes breaks a line between two of their words: the offsets of those newlines in
 * the HTML, none inside a table (whose cells make their own lines) or a script.
 */
function innerNewlines(html: string, nodes: readonly AnyNode[]): number[] {
  const newlines: number[] = [];
  let sawWord = false;
  let pending: number[] = [];
  const walk = (node: AnyNode, depth: number): void => {
    if (node.type === 'text') {
      const start = node.startIndex ?? -1;
      const end = node.endIndex ?? -1;
      if (start < 0 || end < start) return;
      // The text's newlines and its words, a word at a time rather than a character at a time.
      NEWLINE_OR_WORD.lastIndex = start;
      for (let m = NEWLINE_OR_WORD.exec(html); m && m.index <= end; m = NEWLINE_OR_WORD.exec(html)) {
        if (m[0] === '\n') {
          if (sawWord) pending.push(m.index);
        } else {
          newlines.push(...pending);
          pending = [];
          sawWord = true;
        }
      }
      return;
    }
    // Content deeper than the walks go is left as the conversion gives it.
    if (isElement(node) && !OPAQUE.has(node.name) && depth < MAX_TREE_DEPTH) {
      for (const child of node.children) walk(child, depth + 1);
    }
  };
  for (const node of nodes) walk(node, 0);
  return newlines;
}

/**
 * The newlines that end lines of a region written in lines: a run of a container's content that no element breaks,
 * beside elements of the container that do (a forwarded mail's text after the forward's header block), or all the
 * content of a quote that no element breaks (a quoted mail). A container whose whole content is one such run is a
 * block of running text instead, whose source lines are only where its author's editor wrapped it.
 */
function regionNewlines(html: string, container: ParentNode, out: number[], depth = 0): boolean {
  const breaking = container.children.map(
    (child) => isElement(child) && depth < MAX_TREE_DEPTH && regionNewlines(html, child, out, depth + 1),
  );
  const element = isElement(container as AnyNode) ? (container as Element) : undefined;
  const mixed = breaking.some(Boolean);
  const breaks = mixed || (element !== undefined && breaksLines(element));
  if (element && OPAQUE.has(element.name)) return breaks;
  if (!mixed && element?.name !== 'blockquote') return breaks;
  let run: AnyNode[] = [];
  const close = () => {
    const newlines = innerNewlines(html, run);
    // Lines indented under one another are markup laid out as code, not a text's lines.
    if (!newlines.some((at) => html[at + 1] === ' ' || html[at + 1] === '\t')) out.push(...newlines);
    run = [];
  };
  container.children.forEach((child, i) => {
    if (breaking[i]) close();
    else run.push(child);
  });
  close();
  return breaks;
}

/**
 * The HTML with a `<br>` at each source line break of its regions written in lines (see `regionNewlines`): a text
 * written line after line with inline tags alone keeps its lines when it sits beside blocks, as in a forward.
 * `parsed` is the HTML's tree when it is already parsed with its nodes' offsets (as `parseHtml` gives it): it is read,
 * not parsed again.
 */
export function markSourceLines(html: string, parsed?: Document): string {
  const document = parsed ?? parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const newlines: number[] = [];
  regionNewlines(html, document, newlines);
  if (newlines.length === 0) return html;
  newlines.sort((a, b) => a - b);
  let marked = '';
  let from = 0;
  for (const at of newlines) {
    marked += `${html.slice(from, at)}<br>`;
    from = at;
  }
  return marked + html.slice(from);
}
