import { describe, expect, it } from 'vitest';
import { megabus } from './megabus.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('megabus', () => {
  it('reads the coach journey with stops, times and service', async () => {
    await expectSample(megabus, 'megabus-booking-confirmation');
  });

  it('claims nothing in a sale mail with stops and times', async () => {
    const golden = await loadSample('megabus-sale-negative');
    expect(megabus.extract(golden.input)).toEqual([]);
  });
});
