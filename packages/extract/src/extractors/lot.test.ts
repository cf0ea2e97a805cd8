import { describe, expect, it } from 'vitest';
import { lot } from './lot.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('lot', () => {
  it('reads both flights with ISO dates and the passenger written family name first', async () => {
    await expectSample(lot, 'lot-booking-confirmation');
  });

  it('claims nothing in a miles credit notice naming a flown flight', async () => {
    const golden = await loadSample('lot-miles-and-more-negative');
    expect(lot.extract(golden.input)).toEqual([]);
  });
});
