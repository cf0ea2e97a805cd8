import { describe, expect, it } from 'vitest';
import { pretix } from './pretix.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('pretix', () => {
  it('reads the event with start, end, venue and address from an order', async () => {
    await expectSample(pretix, 'pretix-order-confirmation');
  });

  it('claims nothing in a payment reminder for an unpaid order', async () => {
    const golden = await loadSample('pretix-reminder-negative');
    expect(pretix.extract(golden.input)).toEqual([]);
  });
});
