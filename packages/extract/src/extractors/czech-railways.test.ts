import { describe, expect, it } from 'vitest';
import { czechRailways } from './czech-railways.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('czech-railways', () => {
  it.each(['x-czechrailways-czechrailways-one-leg-single-txt', 'x-czechrailways-czechrailways-two-leg-single-txt'])(
    'reads the e-ticket %s',
    async (id) => {
      expectExtraction(czechRailways, await loadCorpusCase(id));
    },
  );

  it('names the passenger given name first', async () => {
    const golden = await loadCorpusCase('x-czechrailways-czechrailways-one-leg-single-txt');
    const [leg] = czechRailways.extract(golden.input);
    expect(leg?.underName).toEqual({ '@type': 'Person', name: 'Daniel VRÁTIL' });
    expect(leg?.totalPrice).toBe(341);
    expect(leg?.priceCurrency).toBe('CZK');
  });
});
