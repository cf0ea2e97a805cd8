import { describe, expect, it } from 'vitest';
import { airEuropa } from './air-europa.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('air-europa', () => {
  it('reads both flights and their terminals from the Spanish confirmation', async () => {
    await expectSample(airEuropa, 'air-europa-confirmacion-reserva');
  });

  it('claims nothing in a fare newsletter with a route heading', async () => {
    const golden = await loadSample('air-europa-newsletter-negative');
    expect(airEuropa.extract(golden.input)).toEqual([]);
  });
});
