import { describe, expect, it } from 'vitest';
import { qantas } from './qantas.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('qantas', () => {
  it('reads a Qantas and a Jetstar-operated flight with terminals and seat', async () => {
    await expectSample(qantas, 'qantas-booking-confirmation');
  });

  it('claims nothing in a sale newsletter with a route heading', async () => {
    const golden = await loadSample('qantas-newsletter-negative');
    expect(qantas.extract(golden.input)).toEqual([]);
  });
});
