import { describe, expect, it } from 'vitest';
import { rentalcarsCom } from './rentalcars-com.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('rentalcars-com', () => {
  it('reads the hire and names the supplier as the rental company', async () => {
    await expectSample(rentalcarsCom, 'rentalcars-com-booking-confirmation');
  });

  it('claims nothing in a deals newsletter', async () => {
    const golden = await loadSample('rentalcars-com-newsletter-negative');
    expect(rentalcarsCom.extract(golden.input)).toEqual([]);
  });
});
