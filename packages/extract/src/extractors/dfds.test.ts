import { describe, expect, it } from 'vitest';
import { dfds } from './dfds.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('dfds', () => {
  it('reads the overnight crossing from the sailing table', async () => {
    await expectSample(dfds, 'dfds-booking-confirmation');
  });

  it('claims nothing in a mini-cruise offer with a route row', async () => {
    const golden = await loadSample('dfds-newsletter-negative');
    expect(dfds.extract(golden.input)).toEqual([]);
  });
});
