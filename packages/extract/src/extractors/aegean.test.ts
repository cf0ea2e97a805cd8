import { describe, expect, it } from 'vitest';
import { aegean } from './aegean.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('aegean', () => {
  it('reads both flights with numeric days from the HTML confirmation', async () => {
    await expectSample(aegean, 'aegean-booking-confirmation');
  });

  it('claims nothing in a newsletter with a route heading', async () => {
    const golden = await loadSample('aegean-newsletter-negative');
    expect(aegean.extract(golden.input)).toEqual([]);
  });
});
