import type { AnyNode, Element } from 'domhandler';
import { getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { decodeText } from '../../engine/decode-text.js';
import type { Diagnostic, DocumentProcessor } from '../../engine/types.js';
import { announcedEvents } from '../../extractors/generic/announced-events.js';
import { loadHtmlLibraries } from '../../extractors/generic/html-libraries.js';
import { wouldBeKept } from '../../postprocess/index.js';
import type { JsonLdObject } from '../../schema/reservation.js';
import { runExtractors } from '../text/run-extractors.js';
import { gridsAsTables } from './block-grids.js';
import { boundNesting } from './bounded-nesting.js';
import { htmlToPlainText } from './html-to-plain-text.js';
import { parseLenientJson } from './lenient-json.js';
import { completeClassFromTables } from './markup-class-from-tables.js';
import { completeClocksFromText } from './markup-clock-days.js';
import { countProperties, readMicrodata } from './microdata.js';
import { collectSchemaItems, isEventItem } from './schema-items.js';
import { parseHtml, withdrawParsedHtml } from './shared-document.js';
import { MAX_TREE_DEPTH } from './tree-depth.js';
import { readUtcMarkedLocalTimes } from './utc-marked-local-times.js';

const SCRIPT_TAG = /<script/i;

function findJsonLdScripts(nodes: readonly AnyNode[], out: Element[], depth = 0): void {
  for (const node of nodes) {
    if (node.type !== 'script' && node.type !== 'tag') continue;
    const el = node as Element;
    if (el.name === 'script') {
      if (/ld\+json/i.test(getAttributeValue(el, 'type') ?? '')) out.push(el);
      continue;
    }
    if (depth < MAX_TREE_DEPTH) findJsonLdScripts(el.children, out, depth + 1);
  }
}

/**
 * `itemprop`, `=` and its value as the parser reads one: quoted (to the closing quote, or the end), or unquoted, up to
 * the white space of markup or `>` (a no-break space is in the value, and splits its names).
 */
const ITEMPROP_VALUE = /itemprop\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^ \t\n\f\r>]*))/y;

/**
 * At most how many properties microdata read without `itemref` from a parse of this HTML can hold: each is named by an
 * `itemprop` attribute, each name of it once in one item, and every `itemprop` the text holds is counted (in comments
 * and text too), with every spaced word of its value.
 */
function propertyNamesAtMost(html: string): number {
  let names = 0;
  for (let at = html.indexOf('itemprop'); at !== -1; at = html.indexOf('itemprop', at + 1)) {
    ITEMPROP_VALUE.lastIndex = at;
    const match = ITEMPROP_VALUE.exec(html);
    const value = match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
    // Without a value, a name counts as one all the same.
    names += value === undefined ? 1 : value.split(/\s+/).filter(Boolean).length;
  }
  return names;
}

const ITEMSCOPE = /itemscope/i;

/**
 * Microdata read twice when present: the HTML parse closes a <p> at a nested <div>, cutting items in two as
 * senders did not mean, so an XML-mode parse (no implied end tags) is tried too and the fuller reading wins.
 */
function readBestMicrodata(html: string, nodes: readonly AnyNode[]): JsonLdObject[] {
  // An item is an element with an `itemscope` attribute, a name no entity can spell: a page that does not write the word
  // (in any case) holds none, and its tree is not walked for one.
  if (!ITEMSCOPE.test(html)) return [];
  const items = readMicrodata(nodes);
  if (items.length === 0) return items;
  // The XML-mode reading is taken only when it holds more properties, and it can hold no more than the HTML names.
  if (!html.includes('itemref') && countProperties(items) >= propertyNamesAtMost(html)) return items;
  const xmlTree = parseDocument(boundNesting(html, true), { xmlMode: true, decodeEntities: false });
  const xmlItems = readMicrodata(xmlTree.children, { xml: true });
  return countProperties(xmlItems) > countProperties(items) ? xmlItems : items;
}

// The readers this processor runs read the page's HTML too: their libraries load with it, before any page is read.
await loadHtmlLibraries();

/** HTML: schema.org JSON-LD and microdata, then the provider extractors on its text. */
export const processHtml: DocumentProcessor = (doc, context) => {
  const html = boundNesting(doc.text ?? (doc.bytes ? decodeText(doc.bytes) : ''));
  const diagnostics: Diagnostic[] = [];
  const dom = parseHtml(html);
  const scripts: Element[] = [];
  // A script element is written `<script` (in any case): a page without one has no JSON-LD to look for.
  if (SCRIPT_TAG.test(html)) findJsonLdScripts(dom.children, scripts);
  const values: unknown[] = [];
  for (const script of scripts) {
    const value = parseLenientJson(textContent(script));
    if (value === undefined) {
      diagnostics.push({ level: 'warning', code: 'jsonld-unreadable', message: 'A JSON-LD script could not be read' });
    } else values.push(value);
  }
  values.push(...readBestMicrodata(html, dom.children));
  const structured = collectSchemaItems(values);
  // A page's grids of blocks read as the tables they stand for, by its text and by the readers of its tables alike:
  // once, here, for both.
  const page = gridsAsTables(html, dom);
  const pageTree = page === html ? dom : parseHtml(page);
  const text = htmlToPlainText(page, pageTree);
  withdrawParsedHtml();
  readUtcMarkedLocalTimes(structured.reservations, text);
  completeClocksFromText(structured.reservations, text, context.date);
  completeClassFromTables(structured.reservations, dom);
  // The markup's reservations outrank the generic reader's anywhere in the input: it need not read this page, unless
  // each lacks an essential and would be dropped. Nor need it read a page whose markup lists events and books none: a
  // programme or a listing, not a confirmation.
  const fallback =
    !structured.reservations.some((r) => wouldBeKept(r, context.date)) && !structured.things.some(isEventItem);
  const extracted = runExtractors({ kind: 'html', text, html: page, htmlTree: pageTree }, context, { fallback });
  // A page that books nothing and marks up nothing may still announce an event it reminds its reader of.
  const announced =
    structured.reservations.length + extracted.reservations.length + structured.things.length === 0
      ? announcedEvents(text, context.date)
      : [];
  return {
    reservations: [...structured.reservations, ...extracted.reservations],
    things: [...structured.things, ...announced],
    documents: [],
    diagnostics: [...diagnostics, ...extracted.diagnostics],
  };
};
