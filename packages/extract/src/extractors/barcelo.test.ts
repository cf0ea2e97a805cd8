import { describe, expect, it } from 'vitest';
import { barcelo } from './barcelo.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('barcelo', () => {
  it('reads the stay of a Spanish confirmation', async () => {
    await expectSample(barcelo, 'barcelo-confirmacion-reserva');
  });

  it('claims nothing in a Black Friday offer naming a hotel', async () => {
    const golden = await loadSample('barcelo-newsletter-negative');
    expect(barcelo.extract(golden.input)).toEqual([]);
  });
});
