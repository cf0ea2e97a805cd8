import { describe, expect, it } from 'vitest';
import { taiwanHighSpeedRail } from './taiwan-high-speed-rail.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('taiwan-high-speed-rail', () => {
  it.each(['x-taiwan-high-speed-rail-familymart-ticket-txt', 'x-taiwan-high-speed-rail-ibon-ticket-txt'])(
    'reads the ticket QR code %s',
    async (id) => {
      expectExtraction(taiwanHighSpeedRail, await loadCorpusCase(id));
    },
  );

  it('reads the fare in New Taiwan dollars', async () => {
    const [leg] = taiwanHighSpeedRail.extract((await loadCorpusCase('x-taiwan-high-speed-rail-ibon-ticket-txt')).input);
    expect([leg?.totalPrice, leg?.priceCurrency]).toEqual([430, 'TWD']);
  });

  it('ignores digit strings whose stations are unknown', () => {
    const code =
      '2100412564122045041270001602099202109230640000992021092307380001000000100000070090040000000430006001000000000020210923105433';
    expect(taiwanHighSpeedRail.extract({ kind: 'text', text: code })).toEqual([]);
  });
});
