import type { AnyNode, Element } from 'domhandler';
import { getAttributeValue, hasAttrib, textContent } from 'domutils';
import { decodeHTML } from 'entities/lib/decode.js';
import type { JsonLdObject, JsonLdValue } from '../../schema/reservation.js';
import { MAX_TREE_DEPTH } from './tree-depth.js';

/** Turns raw strings into text: identity for an HTML parse (already decoded), entity decoding for an XML parse. */
type Decode = (value: string) => string;

/** What reading items needs besides the nodes: how to decode, and the document's elements by id (for itemref). */
interface Reading {
  decode: Decode;
  byId: () => Map<string, Element>;
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function typeFromItemtype(itemtype: string | undefined): string | undefined {
  const first = itemtype?.trim().split(/\s+/)[0];
  if (!first) return undefined;
  return first.replace(/\/+$/, '').split(/[/#]/).pop() || undefined;
}

function attribute(el: Element, name: string): string | undefined {
  return getAttributeValue(el, name);
}

/** The value of an itemprop element, by the microdata rules for each element name. */
function rawPropertyValue(el: Element): string {
  // `content` is the value of <meta>; elsewhere senders use it RDFa-style, so it only stands in for empty text.
  const content = attribute(el, 'content');
  if (content !== undefined && (el.name.toLowerCase() === 'meta' || !textContent(el).trim())) return content;
  switch (el.name.toLowerCase()) {
    case 'a':
    case 'area':
    case 'link':
      return attribute(el, 'href') ?? '';
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
    case 'iframe':
      return attribute(el, 'src') ?? '';
    case 'object':
      return attribute(el, 'data') ?? '';
    case 'time':
      return attribute(el, 'datetime') ?? textContent(el);
    case 'data':
    case 'meter':
      return attribute(el, 'value') ?? textContent(el);
    default:
      return textContent(el);
  }
}

function addProperty(item: JsonLdObject, name: string, value: JsonLdValue): void {
  const existing = item[name];
  if (existing === undefined) item[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else item[name] = [existing, value];
}

const NO_PROPERTIES: readonly string[] = [];

/** Fills an item from the itemprops below `nodes`, stopping at nested itemscopes (they become values). */
function collectProperties(nodes: readonly AnyNode[], item: JsonLdObject, depth: number, reading: Reading): void {
  const { decode } = reading;
  for (const node of nodes) {
    if (!isElement(node)) continue;
    // Most elements name no property: no list is made for them.
    const itemprop = attribute(node, 'itemprop');
    const props = itemprop === undefined ? NO_PROPERTIES : itemprop.trim().split(/\s+/).filter(Boolean);
    const scoped = hasAttrib(node, 'itemscope');
    if (props.length > 0) {
      const value = scoped
        ? readItem(node, depth + 1, reading)
        : decode(rawPropertyValue(node)).replace(/\s+/g, ' ').trim();
      for (const p of props) addProperty(item, p, value);
    }
    if (!scoped && depth < MAX_TREE_DEPTH) collectProperties(node.children, item, depth + 1, reading);
  }
}

function readItem(el: Element, depth: number, reading: Reading): JsonLdObject {
  const item: JsonLdObject = {};
  const type = typeFromItemtype(attribute(el, 'itemtype'));
  if (type) item['@type'] = type;
  if (depth >= 32) return item;
  collectProperties(el.children, item, depth, reading);
  // itemref names elements elsewhere in the document whose properties belong to this item too.
  const itemref = attribute(el, 'itemref');
  if (itemref === undefined) return item;
  const refs = itemref.trim().split(/\s+/).filter(Boolean);
  const referenced = refs.map((id) => reading.byId().get(id)).filter((r): r is Element => r !== undefined && r !== el);
  if (referenced.length > 0) collectProperties(referenced, item, depth + 1, reading);
  return item;
}

/** Every element with an id, the first of each id kept. */
function elementsById(nodes: readonly AnyNode[]): Map<string, Element> {
  const ids = new Map<string, Element>();
  const visit = (list: readonly AnyNode[], depth: number) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      const id = attribute(node, 'id');
      if (id && !ids.has(id)) ids.set(id, node);
      if (depth < MAX_TREE_DEPTH) visit(node.children, depth + 1);
    }
  };
  visit(nodes, 0);
  return ids;
}

/**
 * Top-level microdata items (itemscope without itemprop) of a parsed document; itemtype is optional.
 * Pass `xml: true` for a tree parsed in XML mode (no implied end tags), whose strings still hold entities.
 */
export function readMicrodata(nodes: readonly AnyNode[], options: { xml?: boolean } = {}): JsonLdObject[] {
  let ids: Map<string, Element> | undefined;
  const reading: Reading = {
    decode: options.xml ? decodeHTML : (s) => s,
    byId: () => {
      ids ??= elementsById(nodes);
      return ids;
    },
  };
  const items: JsonLdObject[] = [];
  const visit = (list: readonly AnyNode[], depth: number) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      if (hasAttrib(node, 'itemscope') && !hasAttrib(node, 'itemprop')) items.push(readItem(node, 0, reading));
      // Items can sit inside other items without being their property (a page-wide WebPage item): keep looking.
      if (depth < MAX_TREE_DEPTH) visit(node.children, depth + 1);
    }
  };
  visit(nodes, 0);
  return items;
}

/** How many properties items hold, nested ones included: the better reading of a document holds more. */
export function countProperties(value: JsonLdValue | undefined): number {
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + countProperties(v), 0);
  if (typeof value !== 'object' || value === null) return 0;
  return Object.entries(value).reduce((n, [k, v]) => n + (k === '@type' ? 0 : 1 + countProperties(v)), 0);
}
