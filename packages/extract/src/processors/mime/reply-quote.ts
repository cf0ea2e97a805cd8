import { decodeHTML } from 'entities/lib/decode.js';

/**
 * A booking forwarded as a reply: the client quotes the original under an attribution line ("On 23.04.2017 11:10,
 * Eurowings <noreply@eurowings.com> wrote:") with each line behind "> ". Readers look for lines as the provider
 * printed them, so the quoting is taken off, and the attribution names the original sender.
 */

/** "> > text" → "text". */
const QUOTE_MARKS = /^(?:[ \t]?>[ \t]?)+/;

/** A quoted line anywhere in a text. */
const QUOTED_LINE = new RegExp(QUOTE_MARKS.source, 'm');

/** At least this many quoted lines make a quoted original, not a quoted remark. */
const QUOTED_LINES = 5;

/** A line with the quote marks that open it taken off: "> > text", " >text" → "text". */
export function withoutQuoteMarks(line: string): string {
  return line.replace(QUOTE_MARKS, '');
}

/** The body with the quoting of a quoted original taken off; the body itself when it quotes nothing much. */
export function unquoteReply(text: string): string {
  const lines = text.split(/\r?\n/);
  const quoted = lines.filter((line) => QUOTE_MARKS.test(line)).length;
  if (quoted < QUOTED_LINES) return text;
  return lines.map(withoutQuoteMarks).join('\n');
}

/** The words that open and close an attribution line in the common clients and languages. */
const OPENING = 'On|Am|Le|El|Il|Op|Em|Den|Dnia|Dne|W dniu';
const CLOSING =
  'wrote|schrieb|a écrit|escribió|ha scritto|schreef|escreveu|skrev|napisał(?:\\(a\\))?|napsal(?:\\(a\\))?';

/** An attribution line; its address is the original sender. */
const ATTRIBUTION = new RegExp(
  `^(?:${OPENING})\\b.{0,200}?<?([\\w.!#$%&'*+/=?^\`{|}~-]+@[\\w-]+(?:\\.[\\w-]+)+)>?.{0,40}?\\b(?:${CLOSING})\\s*:\\s*$`,
  'i',
);
const ENDS_AS_ATTRIBUTION = new RegExp(`(?:${CLOSING})\\s*:\\s*$`, 'i');
const OPENING_WORD = new RegExp(`(?:^|\\s)(?=(?:${OPENING})\\s)`, 'g');

/** The original sender named by the attribution line above a quoted original, lower-case. */
export function quotedSender(text: string): string | undefined {
  // Most mail quotes nothing: its lines need not be split and tried.
  if (!QUOTED_LINE.test(text)) return undefined;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    // Clients wrap a long attribution over two lines.
    const line = (lines[i] ?? '').trim();
    const joined = `${line} ${(lines[i + 1] ?? '').trim()}`;
    const single = ATTRIBUTION.exec(line);
    const match = single ?? (QUOTE_MARKS.test(lines[i + 1] ?? '') ? null : ATTRIBUTION.exec(joined));
    if (!match) continue;
    const after = single ? i + 1 : i + 2;
    const next = lines.slice(after, after + 3).find((l) => l.trim());
    if (next !== undefined && QUOTE_MARKS.test(next)) return match[1]?.toLowerCase();
  }
  return undefined;
}

/**
 * The original sender named by the attribution just before an HTML reply's first quoted block (`<blockquote>`),
 * lower-case.
 */
export function quotedSenderInHtml(html: string): string | undefined {
  const quote = html.search(/<blockquote\b/i);
  if (quote < 0) return undefined;
  const before = decodeHTML(html.slice(Math.max(0, quote - 800), quote).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (!ENDS_AS_ATTRIBUTION.test(before)) return undefined;
  // The attribution is the last sentence before the quote that opens with one of its words.
  const starts = [...before.matchAll(OPENING_WORD)].map((m) => m.index + m[0].length).reverse();
  for (const start of starts) {
    const sender = ATTRIBUTION.exec(before.slice(start))?.[1];
    if (sender) return sender.toLowerCase();
  }
  return undefined;
}
