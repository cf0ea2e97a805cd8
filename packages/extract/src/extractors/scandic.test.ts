import { describe, expect, it } from 'vitest';
import { scandic } from './scandic.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('scandic', () => {
  it('reads the hotel, its Swedish address, stay times and price from the HTML confirmation', async () => {
    await expectSample(scandic, 'scandic-booking-confirmation');
  });

  it('claims nothing in a Scandic Friends offer naming a hotel and check-in', async () => {
    const golden = await loadSample('scandic-friends-newsletter-negative');
    expect(scandic.extract(golden.input)).toEqual([]);
  });
});
