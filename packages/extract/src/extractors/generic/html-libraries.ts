import type { findAll } from 'domutils';
import type { compile } from 'html-to-text';
import type { parseDocument } from 'htmlparser2';

/** What the generic readers take from the HTML libraries to read a page's HTML. */
export interface HtmlLibraries {
  parseDocument: typeof parseDocument;
  findAll: typeof findAll;
  compile: typeof compile;
}

let loaded: HtmlLibraries | undefined;

/**
 * Loads the HTML libraries the generic readers use on a page's HTML: htmlparser2, domutils and html-to-text with
 * theirs, about a fifth of the code the engine would otherwise load for every document, most of which has no HTML. The
 * HTML processor, the one part of the engine that gives the readers HTML, loads them with itself.
 */
export async function loadHtmlLibraries(): Promise<void> {
  if (loaded) return;
  const [htmlparser2, domutils, htmlToText] = await Promise.all([
    import('htmlparser2'),
    import('domutils'),
    import('html-to-text'),
  ]);
  loaded = { parseDocument: htmlparser2.parseDocument, findAll: domutils.findAll, compile: htmlToText.compile };
}

/** The HTML libraries, once loaded (`loadHtmlLibraries`): a reader given HTML before then fails. */
export function htmlLibraries(): HtmlLibraries {
  if (!loaded) throw new Error('The HTML libraries are not loaded: load them before reading HTML');
  return loaded;
}
