import { describe, expect, it } from 'vitest';
import { airasia } from './airasia.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('airasia', () => {
  it('reads the flight with its route, times and terminal', async () => {
    await expectSample(airasia, 'airasia-booking-confirmation');
  });

  it('claims nothing in a free-seats promotion with a route', async () => {
    const golden = await loadSample('airasia-promo-negative');
    expect(airasia.extract(golden.input)).toEqual([]);
  });
});
