import type { Document } from 'domhandler';
import { compile } from 'html-to-text';
import { boundNesting } from './bounded-nesting.js';
import { LINE_BREAKING, markSourceLines } from './source-lines.js';

const OPTIONS = {
  wordwrap: false as const,
  preserveNewlines: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    // A quoted original (a reply's <blockquote>) reads as its own lines, not behind "> " marks.
    { selector: 'blockquote', format: 'block' },
    // Blocks html-to-text runs together by default: a definition list's terms and values, addresses, figures.
    ...['dl', 'dt', 'dd', 'address', 'center', 'figure', 'figcaption', 'fieldset', 'legend', 'details', 'summary'].map(
      (selector) => ({ selector, format: 'block' }),
    ),
    // An inline element styled as a block (`<span style="display:block">`, a mailer's way of stacking rows) is one.
    { selector: '[style*="display:block"]', format: 'block' },
    { selector: '[style*="display: block"]', format: 'block' },
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
 * HTML's tree when the caller has parsed it already with its nodes' offsets (`parseHtml`), read instead of a parse.
 */
export function htmlToPlainText(source: string, parsed?: Document): string {
  // A tree parsed already was parsed from HTML within the bound (`processHtml`); HTML given alone is bounded here.
  const html = parsed ? source : boundNesting(source);
  try {
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
