import { describe, expect, it } from 'vitest';
import { aerLingus } from './aer-lingus.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('aer-lingus', () => {
  it('reads both transatlantic legs, the return landing the next morning', async () => {
    await expectSample(aerLingus, 'aer-lingus-booking-confirmation');
  });

  it('claims nothing in a sale newsletter with routes and departure dates', async () => {
    const golden = await loadSample('aer-lingus-newsletter-negative');
    expect(aerLingus.extract(golden.input)).toEqual([]);
  });
});
