/**
 * HTML nested deeper than any mail nests it, cut down before it is parsed. htmlparser2 keeps the open elements in an
 * array it shifts at every tag, so a run of unclosed tags costs the square of its length (80,000 unclosed `<b>`, 320
 * KB, took 9 s to parse), and the time budget cannot stop a parse once it has begun. Past `MAX_NESTING` open elements
 * a further element's tags are left out and its text kept where it stands: the text reads as before, only the markup
 * that nobody could see is gone. HTML within the bound is returned as it is, the same string.
 */
import { MAX_NESTING } from './tree-depth.js';

/** Elements that hold no content and need no end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/**
 * Elements the parser closes when a sibling of their kind opens (`<p>`, `<li>`, `<td>`...): left unclosed one after
 * another they do not nest, so they are not counted. Counting them would only make the bound bite sooner.
 */
const CLOSED_BY_SIBLINGS = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'td',
  'th',
  'tr',
  'tbody',
  'thead',
  'tfoot',
  'option',
  'optgroup',
  'rb',
  'rp',
  'rt',
  'rtc',
]);

/** Elements whose content is text up to their end tag, never markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

/** A start or end tag at a `<`: its name, then attributes with their quoted values, then `>`. */
const TAG = /<(\/?)([A-Za-z][^\s/>]*)([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>/y;

/**
 * Whether the HTML holds more than `MAX_NESTING` `<`: a tag is left out only when it opens an element while
 * `MAX_NESTING` others are open, so after at least `MAX_NESTING` start tags, each at a `<` of its own. Most pages hold
 * far fewer and are returned without the pass over their tags.
 */
function hasTagsPastBound(html: string): boolean {
  let count = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    count += 1;
    if (count > MAX_NESTING) return true;
  }
  return false;
}

/**
 * The HTML with the tags of elements opened past `MAX_NESTING` left out; the same string when none is. `xml` bounds it
 * for a parse in XML mode, where no element is void, none is closed by its siblings and none holds raw text.
 */
export function boundNesting(html: string, xml = false): string {
  if (!hasTagsPastBound(html)) return html;
  const open: string[] = [];
  const openCount = new Map<string, number>();
  const leftOutOpen = new Map<string, number>();
  const cuts: Array<[number, number]> = [];
  let at = html.indexOf('<');
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      if (end === -1) break;
      at = html.indexOf('<', end + 3);
      continue;
    }
    if (html[at + 1] === '!' || html[at + 1] === '?') {
      const end = html.indexOf('>', at);
      if (end === -1) break;
      at = html.indexOf('<', end + 1);
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(html);
    if (!tag) {
      // A `<` not opening a tag is text; one opening a tag that never ends takes the rest of the HTML with it.
      if (/[A-Za-z/]/.test(html[at + 1] ?? '')) break;
      at = html.indexOf('<', at + 1);
      continue;
    }
    const end = at + tag[0].length;
    const name = (tag[2] as string).toLowerCase();
    const closing = tag[1] === '/';
    let next = end;
    if (closing) {
      const leftOut = leftOutOpen.get(name) ?? 0;
      if (leftOut > 0) {
        leftOutOpen.set(name, leftOut - 1);
        cuts.push([at, end]);
      } else if ((openCount.get(name) ?? 0) > 0) {
        // An end tag closes its element and every element opened inside it.
        const index = open.lastIndexOf(name);
        for (const closed of open.splice(index)) openCount.set(closed, (openCount.get(closed) ?? 1) - 1);
      }
    } else if (!xml && RAW_TEXT.has(name) && !(tag[3] as string).trimEnd().endsWith('/')) {
      const endTag = new RegExp(`</${name}`, 'ig');
      endTag.lastIndex = end;
      const close = endTag.exec(html);
      if (!close) break;
      next = close.index;
    } else if (
      (xml || (!VOID.has(name) && !CLOSED_BY_SIBLINGS.has(name))) &&
      !(tag[3] as string).trimEnd().endsWith('/')
    ) {
      if (open.length >= MAX_NESTING) {
        leftOutOpen.set(name, (leftOutOpen.get(name) ?? 0) + 1);
        cuts.push([at, end]);
      } else {
        open.push(name);
        openCount.set(name, (openCount.get(name) ?? 0) + 1);
      }
    }
    at = html.indexOf('<', next);
  }
  if (cuts.length === 0) return html;
  const kept: string[] = [];
  let from = 0;
  for (const [start, end] of cuts) {
    kept.push(html.slice(from, start));
    from = end;
  }
  kept.push(html.slice(from));
  return kept.join('');
}
