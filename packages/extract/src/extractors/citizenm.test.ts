import { describe, expect, it } from 'vitest';
import { citizenm } from './citizenm.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('citizenm', () => {
  it('reads the stay with check-in and check-out clocks on lines of their own', async () => {
    await expectSample(citizenm, 'citizenm-booking-confirmation');
  });

  it('claims nothing in a member offer naming a hotel', async () => {
    const golden = await loadSample('citizenm-newsletter-negative');
    expect(citizenm.extract(golden.input)).toEqual([]);
  });
});
