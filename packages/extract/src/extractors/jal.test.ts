import { describe, expect, it } from 'vitest';
import { jal } from './jal.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('jal', () => {
  it('reads both rows of year-less days, the return landing the next day', async () => {
    await expectSample(jal, 'jal-reservation-confirmation');
  });

  it('claims nothing in a mileage campaign with flight rows', async () => {
    const golden = await loadSample('jal-newsletter-negative');
    expect(jal.extract(golden.input)).toEqual([]);
  });
});
