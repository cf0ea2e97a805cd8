import { describe, expect, it } from 'vitest';
import { itaAirways } from './ita-airways.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('ita-airways', () => {
  it('reads the flight, the passenger without salutation and the ticket from the Italian confirmation', async () => {
    await expectSample(itaAirways, 'ita-airways-conferma-prenotazione');
  });

  it('claims nothing in a Volare points statement', async () => {
    const golden = await loadSample('ita-airways-volare-negative');
    expect(itaAirways.extract(golden.input)).toEqual([]);
  });
});
