import { describe, expect, it } from 'vitest';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';
import { volotea } from './volotea.js';

describe('volotea', () => {
  it('reads both flights of an Italian confirmation, the return in the next year', async () => {
    await expectSample(volotea, 'volotea-conferma-prenotazione');
  });

  it('claims nothing in a new-routes newsletter with a route heading', async () => {
    const golden = await loadSample('volotea-newsletter-negative');
    expect(volotea.extract(golden.input)).toEqual([]);
  });
});
