import { describe, expect, it } from 'vitest';
import { etihad } from './etihad.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('etihad', () => {
  it('reads both flights with terminals and seats, the outbound landing the next morning', async () => {
    await expectSample(etihad, 'etihad-booking-confirmation');
  });

  it('claims nothing in a loyalty statement naming a flown flight', async () => {
    const golden = await loadSample('etihad-guest-statement-negative');
    expect(etihad.extract(golden.input)).toEqual([]);
  });
});
