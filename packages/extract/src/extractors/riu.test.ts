import { describe, expect, it } from 'vitest';
import { riu } from './riu.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('riu', () => {
  it('reads a stay across the new year from a Spanish confirmation', async () => {
    await expectSample(riu, 'riu-confirmacion-reserva');
  });

  it('claims nothing in a New Year offer naming a hotel', async () => {
    const golden = await loadSample('riu-newsletter-negative');
    expect(riu.extract(golden.input)).toEqual([]);
  });
});
