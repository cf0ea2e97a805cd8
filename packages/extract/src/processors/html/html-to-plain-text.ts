import type { Document } from 'domhandler';
import { compile, type FormatCallback } from 'html-to-text';
import { gridsAsTables } from './block-grids.js';
import { boundNesting } from './bounded-nesting.js';
import { separatedSides } from './separate-boxes.js';
import { LINE_BREAKING, markSourceLines } from './source-lines.js';

/** Inline styles that hide an element, as mailers write them. */
const HIDING_STYLES = [
  'display:none',
  'display: none',
  'display :none',
  'DISPLAY:none',
  'DISPLAY: none',
  'display:NONE',
];

/** An inline element, its text set apart from its neighbours' on the sides its style makes it a box apart. */
const formatInline: FormatCallback = (element, walk, builder) => {
  const { before, after } = separatedSides(element);
  if (before) builder.addInline(' ');
  walk(element.children, builder);
  if (after) builder.addInline(' ');
};

/** An image: no text, but the texts beside it are apart (`<span>07:00</span><img src=plane><span>BER</span>`). */
const formatApart: FormatCallback = (_element, _walk, builder) => builder.addInline(' ');

const OPTIONS = {
  wordwrap: false as const,
  preserveNewlines: false,
  formatters: { inline: formatInline, apart: formatApart },
  selectors: [
    // A link reads as its text alone, its address left out.
    { selector: 'a', format: 'inline' },
    { selector: 'img', format: 'apart' },
    // A quoted original (a reply's <blockquote>) reads as its own lines, not behind "> " marks.
    { selector: 'blockquote', format: 'block' },
    // Blocks html-to-text runs together by default: a definition list's terms and values, addresses, figures.
    ...['dl', 'dt', 'dd', 'address', 'center', 'figure', 'figcaption', 'fieldset', 'legend', 'details', 'summary'].map(
      (selector) => ({ selector, format: 'block' }),
    ),
    // An inline element styled as a block (`<span style="display:block">`, a mailer's way of stacking rows) is one.
    { selector: '[style*="display:block"]', format: 'block' },
    { selector: '[style*="display: block"]', format: 'block' },
    // An element its style hides is no text a reader sees: a preheader's preview of the mail, the copy of the page a
    // phone or a dark screen shows in its place.
    ...HIDING_STYLES.map((style) => ({ selector: `[style*="${style}"]`, format: 'skip' })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 200 } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
  ],
  // Elements nested deeper than any mail nests them (100,000 unclosed inline tags) overflowed the converter's stack and
  // lost the whole text: past this depth their content is left out and the rest is read.
  limits: { maxInputLength: 5_000_000, maxDepth: 1000 },
};

// Compiling the options is most of html-to-text's cost: do it once.
const convert = compile(OPTIONS);
const convertKeepingLines = compile({ ...OPTIONS, preserveNewlines: true });

/** Inline elements a style sheet may make blocks of by their class. */
const INLINE_TAGS = new Set(['span', 'font', 'a', 'label', 'b', 'strong', 'em', 'i', 'small']);
/** The longest selectors and declarations of a style sheet's rule that are read. */
const MAX_SELECTORS = 400;
const MAX_DECLARATIONS = 2000;
/** A selector of one inline element's class, or of a class alone: `span.ResDate`, `.ResDate`. */
const CLASS_SELECTOR = /^([a-z]*)\.([A-Za-z_][\w-]{0,60})$/;
/** An at-rule's block of rules (`@media (max-width:600px) { … }`), one level of rules within it. */
const MEDIA_BLOCK = /@[a-z-]+[^{};]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/gi;
/** More classes than any mail's sheet makes blocks: past this the sheet is read as if it made none. */
const MAX_BLOCK_CLASSES = 200;

/**
 * A style sheet's rules, its selectors and its declarations each, read in one pass (a pattern that looked for them
 * tried every length of the selectors at every character of the sheet): what stands between the brace that opens a
 * rule's declarations and the brace before it, its last `MAX_SELECTORS` characters; a rule whose declarations run past
 * `MAX_DECLARATIONS` is passed over.
 */
function* styleRules(css: string): Generator<{ selectors: string; declarations: string }> {
  // What follows the last closing brace closes no rule.
  for (const chunk of css.split('}').slice(0, -1)) {
    const open = chunk.lastIndexOf('{');
    if (open <= 0) continue;
    const declarations = chunk.slice(open + 1);
    if (declarations.length > MAX_DECLARATIONS) continue;
    const selectors = chunk.slice(chunk.lastIndexOf('{', open - 1) + 1, open).slice(-MAX_SELECTORS);
    if (selectors) yield { selectors, declarations };
  }
}

/**
 * The elements a document's style sheets make blocks or hide by their class, as selectors: inline elements made blocks
 * (`span.ResDate{display:block}`, a mailer's way of stacking a receipt's lines, which would otherwise run into one), and
 * elements of any kind hidden (`.mobile-only{display:none}`, the copy of the page a phone shows in its place).
 */
function sheetClasses(html: string): { block: string[]; hidden: string[] } {
  if (!/<style/i.test(html)) return { block: [], hidden: [] };
  const block = new Set<string>();
  const hidden = new Set<string>();
  for (const sheet of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)) {
    // A rule under a media query (a phone's narrow screen) is not the layout the mail is read in: left out.
    const css = (sheet[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').replace(MEDIA_BLOCK, ' ');
    for (const rule of styleRules(css)) {
      // The last display a rule declares is the one it gives.
      const displays = [...rule.declarations.matchAll(/(?:^|;)\s*display\s*:\s*([a-z-]+)/gi)];
      const display = displays.at(-1)?.[1]?.toLowerCase();
      if (display !== 'block' && display !== 'none') continue;
      for (const selector of rule.selectors.split(',')) {
        const m = CLASS_SELECTOR.exec(selector.trim());
        if (!m?.[2]) continue;
        const tag = m[1]?.toLowerCase() ?? '';
        if (display === 'none') {
          hidden.add(`${tag}.${m[2]}`);
          continue;
        }
        if (tag && !INLINE_TAGS.has(tag)) continue;
        for (const t of tag ? [tag] : INLINE_TAGS) block.add(`${t}.${m[2]}`);
      }
    }
  }
  const atMost = (found: Set<string>) => (found.size > MAX_BLOCK_CLASSES ? [] : [...found].sort());
  return { block: atMost(block), hidden: atMost(hidden) };
}

/** Converters compiled for the block classes of documents already read, by those classes: a mailer sends many. */
const byClasses = new Map<string, { convert: typeof convert; keepingLines: typeof convert }>();
const MAX_COMPILED = 32;

function convertersFor(html: string): { convert: typeof convert; keepingLines: typeof convert } {
  const { block, hidden } = sheetClasses(html);
  if (block.length === 0 && hidden.length === 0) return { convert, keepingLines: convertKeepingLines };
  const key = `${block.join(' ')} | ${hidden.join(' ')}`;
  const known = byClasses.get(key);
  if (known) return known;
  const options = {
    ...OPTIONS,
    selectors: [
      ...OPTIONS.selectors,
      ...block.map((selector) => ({ selector, format: 'block' })),
      ...hidden.map((selector) => ({ selector, format: 'skip' })),
    ],
  };
  const compiled = { convert: compile(options), keepingLines: compile({ ...options, preserveNewlines: true }) };
  if (byClasses.size >= MAX_COMPILED) byClasses.clear();
  byClasses.set(key, compiled);
  return compiled;
}

/** Lines as the readers take them: spaces run into one, ends trimmed, no two blank lines in a row. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((l, i, all) => l !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

/** Longer than a line anyone lays out: text that ran on where its source was written in lines. */
const RUN_ON_LINE = 200;

function hasRunOnLine(text: string): boolean {
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    if (end - start > RUN_ON_LINE) return true;
    start = end + 1;
  }
  return text.length - start > RUN_ON_LINE;
}

/**
 * HTML → plain text for extractors: one line per block element, entities decoded, no line wrapping. `parsed` is the
 * HTML's tree when the caller has parsed it already with its nodes' offsets (`parseHtml`), read instead of a parse: the
 * tree of a page whose grids of blocks the caller has read as tables already (`processHtml`).
 */
export function htmlToPlainText(source: string, parsed?: Document): string {
  // A tree parsed already was parsed from HTML within the bound and its grids read; HTML given alone is bounded here,
  // and its grids of blocks are read as the tables they stand for below.
  const bounded = parsed ? source : boundNesting(source);
  try {
    const html = parsed ? bounded : gridsAsTables(bounded);
    const { convert, keepingLines: convertKeepingLines } = convertersFor(html);
    // A document whose elements break no lines (a text written in lines with inline tags alone: `<font>Departure:</font>
    // <font>Mon 02 Feb</font>` line after line) keeps the lines of its source, which would otherwise all run into one.
    if (!LINE_BREAKING.test(html)) return tidy(convertKeepingLines(html));
    // So does such a text beside blocks, as a forward holds it: looked for only where a line ran on, and converted
    // again only where the source has such lines to mark (most run-on lines are a block's running text).
    const text = convert(html);
    if (!hasRunOnLine(text)) return tidy(text);
    const marked = markSourceLines(html, parsed);
    return tidy(marked === html ? text : convert(marked));
  } catch {
    // html-to-text throws only on option errors or input past its limits: extractors then get no text.
    return '';
  }
}
