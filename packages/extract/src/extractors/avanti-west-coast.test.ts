import { describe, expect, it } from 'vitest';
import { avantiWestCoast } from './avanti-west-coast.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('avanti-west-coast', () => {
  it('reads both journeys with platform, coach and seat', async () => {
    await expectSample(avantiWestCoast, 'avanti-west-coast-booking-confirmation');
  });

  it('claims nothing in a fares newsletter with a journey block', async () => {
    const golden = await loadSample('avanti-west-coast-newsletter-negative');
    expect(avantiWestCoast.extract(golden.input)).toEqual([]);
  });
});
