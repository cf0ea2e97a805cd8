import { describe, expect, it } from 'vitest';
import { brusselsAirlines } from './brussels-airlines.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('brussels-airlines', () => {
  it('reads each row of the flight table', async () => {
    await expectSample(brusselsAirlines, 'brussels-airlines-booking-confirmation');
  });

  it('claims nothing in a check-in reminder', async () => {
    const golden = await loadSample('brussels-airlines-checkin-open-negative');
    expect(brusselsAirlines.extract(golden.input)).toEqual([]);
  });
});
