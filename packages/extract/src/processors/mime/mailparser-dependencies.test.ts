import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { linkifyOnDemand, requireFromMailparser } from './mailparser-dependencies.js';

type Linkifier = {
  tlds(list: string | string[], keepOld?: boolean): Linkifier;
  add(schema: string, definition: unknown): Linkifier;
  set(options: Record<string, boolean>): Linkifier;
  pretest(text: string): boolean;
  match(text: string): { url: string; index: number; lastIndex: number }[] | null;
};

/** Sets a linkifier up as mailparser does as it loads: every top-level domain, .onion, git: as http:, no ftp:. */
function setUp(linkifier: Linkifier): Linkifier {
  const tlds = createRequire(requireFromMailparser.resolve('linkify-it'))('tlds') as string[];
  return linkifier
    .tlds(tlds)
    .tlds('onion', true)
    .add('git:', 'http:')
    .add('ftp:', null)
    .set({ fuzzyIP: true, fuzzyLink: true, fuzzyEmail: true });
}

describe('linkifyOnDemand', () => {
  it('finds the links linkify-it finds once set up the same way, the setup replayed when first asked', () => {
    const real = setUp((requireFromMailparser('linkify-it') as () => Linkifier)());
    const onDemand = setUp(linkifyOnDemand() as Linkifier);
    const text =
      'Manage it at shop.example.museum or git://code.example.org, not ftp://old.example.com; mail a@b.onion';
    expect(onDemand.pretest(text)).toBe(real.pretest(text));
    expect(onDemand.match(text)).toEqual(real.match(text));
    expect(onDemand.match(text)?.map((m) => m.url)).toContain('http://shop.example.museum');
    // Set up after it is built, it is still the linkifier that is given back.
    expect(onDemand.add('ssh:', 'http:')).toBe(onDemand);
  });
});
