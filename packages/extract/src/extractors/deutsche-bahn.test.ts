import { describe, expect, it } from 'vitest';
import { deutscheBahn } from './deutsche-bahn.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('deutsche-bahn', () => {
  it.each([
    'x-deutschebahn-deutschebahn-one-leg-return-no-seat-txt',
    'x-deutschebahn-deutschebahn-one-leg-single-international-txt',
    'x-deutschebahn-deutschebahn-two-leg-return-txt',
  ])('reads the online ticket %s', async (id) => {
    expectExtraction(deutscheBahn, await loadCorpusCase(id));
  });

  it('carries the traveller and the amount paid on every leg', async () => {
    const golden = await loadCorpusCase('x-deutschebahn-deutschebahn-two-leg-return-txt');
    const legs = deutscheBahn.extract(golden.input);
    expect(legs.map((l) => l.underName)).toEqual(Array(4).fill({ '@type': 'Person', name: 'John Doe' }));
    expect(legs[0]?.totalPrice).toBe(999);
    expect(legs[0]?.priceCurrency).toBe('EUR');
  });
});
