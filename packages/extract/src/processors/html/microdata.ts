import type { AnyNode, Element } from 'domhandler';
import { getAttributeValue, hasAttrib, textContent } from 'domutils';
import type { JsonLdObject, JsonLdValue } from '../../schema/reservation.js';

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function typeFromItemtype(itemtype: string | undefined): string | undefined {
  const first = itemtype?.trim().split(/\s+/)[0];
  if (!first) return undefined;
  return first.replace(/\/+$/, '').split(/[/#]/).pop() || undefined;
}

/** The value of an itemprop element, by the microdata rules for each element name. */
function propertyValue(el: Element): JsonLdValue {
  if (hasAttrib(el, 'content')) return getAttributeValue(el, 'content') ?? '';
  switch (el.name) {
    case 'a':
    case 'area':
    case 'link':
      return getAttributeValue(el, 'href') ?? '';
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
    case 'iframe':
      return getAttributeValue(el, 'src') ?? '';
    case 'object':
      return getAttributeValue(el, 'data') ?? '';
    case 'time':
      return getAttributeValue(el, 'datetime') ?? textContent(el).trim();
    case 'data':
    case 'meter':
      return getAttributeValue(el, 'value') ?? textContent(el).trim();
    default:
      return textContent(el).replace(/\s+/g, ' ').trim();
  }
}

function addProperty(item: JsonLdObject, name: string, value: JsonLdValue): void {
  const existing = item[name];
  if (existing === undefined) item[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else item[name] = [existing, value];
}

/** Fills an item from the itemprops below `node`, stopping at nested itemscopes (they become values). */
function collectProperties(nodes: readonly AnyNode[], item: JsonLdObject, depth: number): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    const props = getAttributeValue(node, 'itemprop')?.trim().split(/\s+/).filter(Boolean) ?? [];
    const scoped = hasAttrib(node, 'itemscope');
    if (props.length > 0) {
      const value = scoped ? readItem(node, depth + 1) : propertyValue(node);
      for (const p of props) addProperty(item, p, value);
    }
    if (!scoped) collectProperties(node.children, item, depth);
  }
}

function readItem(el: Element, depth: number): JsonLdObject {
  const item: JsonLdObject = {};
  const type = typeFromItemtype(getAttributeValue(el, 'itemtype'));
  if (type) item['@type'] = type;
  if (depth < 32) collectProperties(el.children, item, depth);
  return item;
}

/** Top-level microdata items (itemscope without itemprop) of a parsed HTML document, itemtype optional. */
export function readMicrodata(nodes: readonly AnyNode[]): JsonLdObject[] {
  const items: JsonLdObject[] = [];
  const visit = (list: readonly AnyNode[], depth: number) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      if (hasAttrib(node, 'itemscope') && !hasAttrib(node, 'itemprop')) {
        items.push(readItem(node, 0));
        continue;
      }
      if (depth < 256) visit(node.children, depth + 1);
    }
  };
  visit(nodes, 0);
  return items;
}
