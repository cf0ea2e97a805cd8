import { describe, expect, it } from 'vitest';
import { regiojet } from './regiojet.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('regiojet', () => {
  it.each(['x-regiojet-regiojet-bus-cs-one-leg-single-txt', 'x-regiojet-regiojet-bus-cs-one-leg-return-txt'])(
    'reads the bus ticket %s',
    async (id) => {
      expectExtraction(regiojet, await loadCorpusCase(id));
    },
  );

  it('dates an arrival after midnight on the following day', async () => {
    const legs = regiojet.extract((await loadCorpusCase('x-regiojet-regiojet-bus-cs-one-leg-return-txt')).input);
    expect(legs[1]?.reservationFor).toMatchObject({ arrivalTime: '2012-08-12T00:30:00' });
  });
});
