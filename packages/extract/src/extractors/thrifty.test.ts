import { describe, expect, it } from 'vitest';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';
import { thrifty } from './thrifty.js';

describe('thrifty', () => {
  it('reads pick-up and return with US-style days and 12-hour times', async () => {
    await expectSample(thrifty, 'thrifty-reservation-confirmation');
  });

  it('claims nothing in an offer naming a branch', async () => {
    const golden = await loadSample('thrifty-offers-negative');
    expect(thrifty.extract(golden.input)).toEqual([]);
  });
});
