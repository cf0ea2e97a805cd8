import { remembered } from '../../engine/remembered.js';

/**
 * Which sides of an inline element its style sets apart from its neighbours, the way a browser shows them: a box of its
 * own (`display:inline-block`, a table cell, a float), an item of a flex or grid container, or a padding or margin on
 * the side that faces the neighbour. `<span>07:00</span><span style="padding-left:8px">BER</span>` reads `07:00 BER`;
 * a span that only colours part of a word (`<b>Lon</b>don`, `1<span>2</span>:30`) stays joined to it.
 */
/** An element as much as its style is read from: a parsed tree's, or the one html-to-text hands its formatters. */
interface Styled {
  attribs?: Record<string, string> | undefined;
  parent?: Styled | null | undefined;
}

export interface Sides {
  before: boolean;
  after: boolean;
}

const NEITHER: Sides = { before: false, after: false };
const BOTH: Sides = { before: true, after: true };

/** Displays that make an element a box of its own (an inline element made `block` reads as a block already). */
const BOX_DISPLAYS = new Set([
  'inline-block',
  'inline-flex',
  'inline-grid',
  'inline-table',
  'table',
  'table-cell',
  'table-row',
  'flex',
  'grid',
  'block',
  'list-item',
]);
/** Displays whose children are laid out as boxes of their own. */
const CONTAINER_DISPLAYS = new Set(['flex', 'inline-flex', 'grid', 'inline-grid']);

/** A style's declarations, property to value, the last one given for a property winning. */
function declarations(style: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (!style) return found;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important/i, '')
      .trim()
      .toLowerCase();
    if (property && value) found.set(property, value);
  }
  return found;
}

/** Whether a length leaves a space: more than nothing (`0`, `0px`, a negative margin and `auto` leave none inline). */
const spaces = (length: string | undefined): boolean => length !== undefined && Number.parseFloat(length) > 0;

/** The left and right of a `padding` or `margin` shorthand (`8px`, `0 8px`, `0 8px 0`, `0 8px 0 4px`). */
function horizontal(shorthand: string | undefined): { left?: string; right?: string } {
  if (!shorthand) return {};
  const parts = shorthand.split(/\s+/);
  if (parts.length === 1) return { left: parts[0], right: parts[0] };
  if (parts.length <= 3) return { left: parts[1], right: parts[1] };
  return { left: parts[3], right: parts[1] };
}

/** Whether a padding or margin stands on each side, a longhand overriding the shorthand it follows. */
function spacedSides(style: Map<string, string>, property: 'padding' | 'margin'): Sides {
  let left: string | undefined;
  let right: string | undefined;
  for (const [name, value] of style) {
    if (name === property) ({ left, right } = horizontal(value));
    else if (name === `${property}-left` || name === `${property}-inline-start`) left = value;
    else if (name === `${property}-right` || name === `${property}-inline-end`) right = value;
    else if (name === `${property}-inline`) {
      const [start, end] = value.split(/\s+/);
      left = start;
      right = end ?? start;
    }
  }
  return { before: spaces(left), after: spaces(right) };
}

/**
 * What a style says is remembered by its text: a mailer repeats a handful of styles over hundreds of elements, and each
 * answer depends on the style's text alone. Bounded however many styles the pages give.
 */
const MAX_STYLES = 2000;

/** Whether a parent's style lays its children out as boxes of their own. */
const isContainer = remembered((style: string): boolean => {
  const display = declarations(style).get('display');
  return display !== undefined && CONTAINER_DISPLAYS.has(display);
}, MAX_STYLES);

/** The sides an element's own style sets apart. */
const sidesOfStyle = remembered((own: string): Sides => {
  const style = declarations(own);
  const display = style.get('display');
  if (display && BOX_DISPLAYS.has(display)) return BOTH;
  const float = style.get('float');
  if (float === 'left' || float === 'right') return BOTH;
  const padding = spacedSides(style, 'padding');
  const margin = spacedSides(style, 'margin');
  return { before: padding.before || margin.before, after: padding.after || margin.after };
}, MAX_STYLES);

/** The sides of an element its own style, or its parent's layout, sets apart from its neighbours. */
export function separatedSides(element: Styled): Sides {
  const parentStyle = element.parent?.attribs?.style;
  if (parentStyle && isContainer(parentStyle)) return BOTH;
  const own = element.attribs?.style;
  return own ? sidesOfStyle(own) : NEITHER;
}
