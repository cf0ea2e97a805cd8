import { describe, expect, it } from 'vitest';
import { brittanyFerries } from './brittany-ferries.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('brittany-ferries', () => {
  it('reads both crossings from the sailing table', async () => {
    await expectSample(brittanyFerries, 'brittany-ferries-booking-confirmation');
  });

  it('claims nothing in a sale newsletter with a route row', async () => {
    const golden = await loadSample('brittany-ferries-newsletter-negative');
    expect(brittanyFerries.extract(golden.input)).toEqual([]);
  });
});
