import { createRequire } from 'node:module';

/**
 * The built engine bundles mailparser's own modules and those of mailsplit and libmime, through which it reads a
 * message (see scripts/engine-build.mjs), and has them take their other dependencies from here: each one as the
 * package requiring it would require it, from that package's folder (so a copy of a dependency nested under it is the
 * one it gets), except two that this engine never asks of them, which load at their first call instead of with
 * mailparser. Run from source, mailparser is loaded as published and this module is not used.
 */
const fromHere = createRequire(import.meta.url);

/** `require` as mailparser's own modules call it. */
export const requireFromMailparser: NodeJS.Require = createRequire(fromHere.resolve('mailparser'));

const requires = new Map<string, NodeJS.Require>([['mailparser', requireFromMailparser]]);

/**
 * `require` as the modules of a bundled package call it: mailparser's, or those of the mailsplit and libmime that
 * mailparser requires.
 */
export function requireFrom(owner: 'mailparser' | 'mailsplit' | 'libmime'): NodeJS.Require {
  let found = requires.get(owner);
  if (!found) {
    found = createRequire(requireFromMailparser.resolve(owner === 'mailsplit' ? '@zone-eu/mailsplit' : owner));
    requires.set(owner, found);
  }
  return found;
}

/**
 * html-to-text's `htmlToText`, which mailparser calls only for an HTML part when asked to turn HTML into text: the
 * engine tells it not to (its HTML processor converts the HTML itself), so html-to-text and its parsers are not
 * loaded with it.
 */
export function htmlToText(...args: unknown[]): unknown {
  return requireFromMailparser('html-to-text').htmlToText(...args);
}

/**
 * encoding-japanese's `convert`, which mailparser calls only to decode a part in ISO-2022-JP, and libmime only to
 * decode a header or text in a Japanese charset (JIS, ISO-2022-JP, EUC-JP): its tables are built at the first such
 * text, not with mailparser. Both take the same copy (the build checks it).
 */
export function convert(...args: unknown[]): unknown {
  return requireFromMailparser('encoding-japanese').convert(...args);
}

/** The methods by which mailparser sets up its linkifier as it loads: each returns the linkifier. */
const LINKIFY_SETUP = new Set<string | symbol>(['tlds', 'add', 'set']);

/**
 * linkify-it's factory, which mailparser calls as it loads and then sets up with every top-level domain (compiling
 * its patterns again at each step) to turn links in a text part into HTML links, which the engine tells it not to
 * make. The linkifier given back takes that setup and is built, the setup replayed in order, only when it is first
 * asked anything else.
 */
export function linkifyOnDemand(...args: unknown[]): unknown {
  const setup: [string | symbol, unknown[]][] = [];
  let built: Record<string | symbol, unknown> | undefined;
  const build = (): Record<string | symbol, unknown> => {
    if (!built) {
      const made = requireFromMailparser('linkify-it')(...args) as Record<string | symbol, unknown>;
      for (const [method, values] of setup) (made[method] as (...a: unknown[]) => unknown).apply(made, values);
      built = made;
    }
    return built;
  };
  const linkifier: object = new Proxy(
    {},
    {
      get(_target, key) {
        if (!built && LINKIFY_SETUP.has(key)) {
          return (...values: unknown[]) => {
            setup.push([key, values]);
            return linkifier;
          };
        }
        const real = build();
        const value = real[key];
        if (typeof value !== 'function') return value;
        // A setup method called after building returns the real linkifier; so does linkify-it's own.
        return (...values: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(real, values);
          return result === real ? linkifier : result;
        };
      },
    },
  );
  return linkifier;
}
