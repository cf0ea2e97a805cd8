import type { Document } from 'domhandler';
import { type Options, parseDocument as parse } from 'htmlparser2';

/** The tree of the HTML the engine parsed last, until the text conversion of the same HTML takes it. */
let offered: { html: string; document: Document } | undefined;

/**
 * Parses HTML as the engine reads it (entities decoded), offering the tree to the conversion of the same text. Nodes
 * carry their offsets in the HTML, so that looking for the source's lines (`markSourceLines`) reads this tree too:
 * offsets change nothing else of the tree.
 */
export function parseHtml(html: string): Document {
  const document = parse(html, { decodeEntities: true, withStartIndices: true, withEndIndices: true });
  offered = { html, document };
  return document;
}

/** Drops an offered tree that no conversion took, so that no tree outlives its document. */
export function withdrawParsedHtml(): void {
  offered = undefined;
}

/** Options that parse as `parseHtml` does: entities decoded, nothing else set. */
function parsesAsEngine(options: Options | undefined): boolean {
  return Object.entries(options ?? {}).every(
    ([key, value]) => value === undefined || (key === 'decodeEntities' && value),
  );
}

/**
 * htmlparser2's `parseDocument` as the built engine gives it to html-to-text (see scripts/engine-build.mjs): the same
 * HTML, parsed the same way, is handed the tree the engine parsed a moment before instead of being parsed again.
 * html-to-text only reads the tree, and the engine is done with it by then; any other call parses.
 */
export function parseDocument(html: string, options?: Options): Document {
  const taken = offered;
  offered = undefined;
  if (taken && taken.html === html && parsesAsEngine(options)) return taken.document;
  return parse(html, options);
}
