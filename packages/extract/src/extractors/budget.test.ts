import { describe, expect, it } from 'vitest';
import { budget } from './budget.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('budget', () => {
  it('reads pick-up and return blocks, the car and the estimated total', async () => {
    await expectSample(budget, 'budget-reservation-confirmation');
  });

  it('claims nothing in a coupon mail naming a branch', async () => {
    const golden = await loadSample('budget-rewards-negative');
    expect(budget.extract(golden.input)).toEqual([]);
  });
});
