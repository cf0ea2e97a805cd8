import { createRequire } from 'node:module';

/**
 * The built engine bundles mailparser's own modules (see scripts/engine-build.mjs) and has them take their
 * dependencies from here: each one as mailparser itself would require it, from mailparser's folder (so a copy of a
 * dependency nested under mailparser is the one it gets), except two that this engine never asks of it, which load
 * at their first call instead of with mailparser. Run from source, mailparser is loaded as published and this module
 * is not used.
 */
const fromHere = createRequire(import.meta.url);

/** `require` as mailparser's own modules call it. */
export const requireFromMailparser: NodeJS.Require = createRequire(fromHere.resolve('mailparser'));

/**
 * html-to-text's `htmlToText`, which mailparser calls only for an HTML part when asked to turn HTML into text: the
 * engine tells it not to (its HTML processor converts the HTML itself), so html-to-text and its parsers are not
 * loaded with it.
 */
export function htmlToText(...args: unknown[]): unknown {
  return requireFromMailparser('html-to-text').htmlToText(...args);
}

/**
 * encoding-japanese's `convert`, which mailparser calls only to decode a part in ISO-2022-JP: its tables are built
 * at the first such part, not with mailparser.
 */
export function convert(...args: unknown[]): unknown {
  return requireFromMailparser('encoding-japanese').convert(...args);
}
