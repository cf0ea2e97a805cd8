import { describe, expect, it } from 'vitest';
import { valueAtPath } from '../postprocess/json-ld.js';
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

  it('reads the transaction code and the name when the left column prints text on their lines', async () => {
    const golden = await loadCorpusCase('x-czechrailways-czechrailways-two-leg-single-txt');
    const text = golden.input.text
      .replace(/^\s+VRÁTIL Daniel$/m, 'Jízdenku lze použít po stejné trase.                      VRÁTIL Daniel')
      .replace(/^\s+Z39230$/m, 'Rezervace místa platí pouze pro uvedené vlaky.            Z39230');
    const legs = czechRailways.extract({ ...golden.input, text });
    expect(legs.map((leg) => [leg.reservationNumber, valueAtPath(leg, 'underName.name')])).toEqual([
      ['Z39230', 'Daniel VRÁTIL'],
      ['Z39230', 'Daniel VRÁTIL'],
    ]);
  });
});
