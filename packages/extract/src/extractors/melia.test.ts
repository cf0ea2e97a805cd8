import { describe, expect, it } from 'vitest';
import { melia } from './melia.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('melia', () => {
  it('reads the stay with its address and check-in and check-out hours', async () => {
    await expectSample(melia, 'melia-booking-confirmation');
  });

  it('claims nothing in a points summary naming a hotel and arrival', async () => {
    const golden = await loadSample('melia-rewards-negative');
    expect(melia.extract(golden.input)).toEqual([]);
  });
});
