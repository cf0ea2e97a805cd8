import { readFileSync } from 'node:fs';
import type { CorpusCase } from './cases.js';
import { originalOf, singlePartMail } from './forwarded.js';
import { LAYOUT_VARIANTS, type VariantOutcome, variantOutcomes } from './variants.js';

/**
 * Layout variants of an HTML mail: each rewrites its markup as another mailer might build the same page, or its text
 * as another booking from the same sender might print it, saying the same things. As with the text variants, a value
 * a variant gives wrong that the page as sent gives right shows a reader that reads the layout, not the booking.
 */

/** Block elements, whose tags a minifier takes the spaces around away. */
const BLOCK =
  '(?:html|head|body|table|thead|tbody|tfoot|tr|td|th|div|p|br|hr|ul|ol|li|h[1-6]|center|section|header|footer|meta|link|style|title)';
const BETWEEN_BLOCK_TAGS = new RegExp(String.raw`(<\/?${BLOCK}\b[^>]*>)\s+(?=<)|(>)\s+(?=<\/?${BLOCK}\b)`, 'gi');

/** Elements whose content is no text a reader sees. */
const HIDDEN = /<(script|style|title|head)\b[\s\S]*?<\/\1\s*>/gi;

/** Rewrites the text between the tags of `html` (scripts, styles and the head aside) by `rewrite`. */
function inText(html: string, rewrite: (text: string) => string): string {
  const hidden: string[] = [];
  const shielded = html.replace(HIDDEN, (block) => `\uE000${hidden.push(block) - 1}\uE000`);
  const rewritten = shielded.replace(/>([^<]+)</g, (_m, text: string) => `>${rewrite(text)}<`);
  return rewritten.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => hidden[Number(i)] ?? '');
}

/** A clock, then tags, then a half of day: `08:15</strong></span>PM`. */
const CLOCK_BEFORE_HALF_OF_DAY = /(\d{1,2}):(\d{2})(?=(?:\s*<[^>]*>)+\s*[AaPp]\.?[Mm]\b)/g;

/** The text variants that speak of a page's words rather than of its lines. */
const TEXT_VARIANTS = [
  'labels in capitals',
  'labels in small letters',
  'a space before the colon',
  'days in ISO form',
  'days with the month named',
  'clocks on twelve hours',
] as const;

export const HTML_LAYOUT_VARIANTS: Readonly<Record<string, (html: string) => string>> = {
  // A mailer that lays the page out in blocks, not tables: each cell a block of its own, with the attributes its
  // table's element had (its microdata's scope and properties, its styles), as the same page's builder sets them.
  'tables as blocks': (h) => h.replace(/<(\/?)(?:table|thead|tbody|tfoot|tr|td|th)\b([^>]*)>/gi, '<$1div$2>'),
  // As a minifier does: the spaces between two tags go where a block's tag stands on either side; between inline
  // elements they are a space the reader sees, and stay.
  'markup minified': (h) => h.replace(BETWEEN_BLOCK_TAGS, '$1$2'),
  'markup on lines of its own': (h) => h.replace(/></g, '>\n  <'),
  'tags in capitals': (h) =>
    h.replace(/<(\/?)([a-z][a-z0-9]*)\b/g, (_m, slash: string, name: string) => `<${slash}${name.toUpperCase()}`),
  ...Object.fromEntries(
    TEXT_VARIANTS.map((name) => [name, (h: string) => inText(h, LAYOUT_VARIANTS[name] as (t: string) => string)]),
  ),
  // A clock whose half of day stands past its element's end (`<strong>08:15</strong></span>PM`) is on 12 hours
  // already: rewritten, it would read `8:15 AMPM`, which no page prints.
  'clocks on twelve hours': (h) =>
    inText(
      h.replace(CLOCK_BEFORE_HALF_OF_DAY, '$1\uE001$2'),
      LAYOUT_VARIANTS['clocks on twelve hours'] as (t: string) => string,
    ).replace(/\uE001/g, ':'),
};

/** A case's page and how to send it rewritten: an HTML file as it is, an HTML mail as its one part; none for the rest. */
async function pageOf(c: CorpusCase): Promise<{ html: string; wrap: (html: string) => string } | undefined> {
  if (c.inputPath.endsWith('.html')) return { html: readFileSync(c.inputPath, 'utf8'), wrap: (html) => html };
  if (!c.inputPath.endsWith('.eml')) return undefined;
  const original = await originalOf(c);
  if (original?.html === undefined) return undefined;
  return { html: original.html, wrap: (body) => singlePartMail({ ...original, type: 'text/html', body }) };
}

/**
 * Every HTML case in every variant that changes it, sent as the page alone: the values wrong in the variant and right
 * in the page as sent the same way (the mail's text part and attachments aside, which the variants do not touch), and
 * the values it no longer reads.
 */
export async function runHtmlLayoutVariants(
  cases: readonly CorpusCase[],
  variants: Readonly<Record<string, (html: string) => string>> = HTML_LAYOUT_VARIANTS,
): Promise<{ cases: number; outcomes: VariantOutcome[] }> {
  const outcomes: VariantOutcome[] = [];
  let rewritten = 0;
  for (const c of cases) {
    const page = await pageOf(c);
    if (!page) continue;
    rewritten++;
    outcomes.push(...(await variantOutcomes(c, page.html, page.wrap, variants)));
  }
  return { cases: rewritten, outcomes };
}
