/** Share of a page's characters that may be codes no text holds before the page's text is taken for unreadable. */
const UNREADABLE_SHARE = 0.1;
/** Fewer such codes than this are stray marks (a bullet drawn from a symbol font), not a page written so. */
const MIN_UNREADABLE = 5;

/**
 * Whether a page's text is glyph numbers rather than characters: a font embedded without a map to Unicode (a
 * ToUnicode CMap) gives pdf.js its glyphs' numbers, most of them control codes (a space comes out as U+0003, `Your`
 * as `<RXU`). Counted are control codes other than line breaks and tabs, U+FFFD and private-use characters.
 */
export function looksUnreadable(text: string): boolean {
  let codes = 0;
  let characters = 0;
  for (const c of text) {
    if (c === '\n' || c === '\r' || c === '\t' || c === ' ') continue;
    characters++;
    const code = c.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || code === 0xfffd || (code >= 0xe000 && code <= 0xf8ff)) codes++;
  }
  return codes >= MIN_UNREADABLE && codes >= characters * UNREADABLE_SHARE;
}
