import { describe, it } from 'vitest';
import { eurostar } from './eurostar.js';
import { expectSample, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';

describe('eurostar', () => {
  it('reads outbound and return trains with coach and seat', async () => {
    await expectSample(eurostar, 'eurostar-booking-confirmation');
  });

  it('reads the stops with their clocks on twelve hours', async () => {
    await expectSampleWithTwelveHourClocks(eurostar, 'eurostar-booking-confirmation');
  });
});
