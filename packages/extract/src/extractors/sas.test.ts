import { describe, expect, it } from 'vitest';
import { sas } from './sas.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('sas', () => {
  it('reads both flights with airports, terminals, ticket and price from the HTML confirmation', async () => {
    await expectSample(sas, 'sas-booking-confirmation');
  });

  it('claims nothing in a EuroBonus statement that lists flown flights', async () => {
    const golden = await loadSample('sas-eurobonus-statement-negative');
    expect(sas.extract(golden.input)).toEqual([]);
  });
});
