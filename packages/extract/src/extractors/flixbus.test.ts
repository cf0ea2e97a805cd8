import { describe, it } from 'vitest';
import { flixbus } from './flixbus.js';
import { expectSample, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';

describe('flixbus', () => {
  it('reads the bus ride with line and seat', async () => {
    await expectSample(flixbus, 'flixbus-booking-confirmation');
  });

  it('reads the same ride when the stops print 12-hour clocks ("7:30 AM")', async () => {
    await expectSampleWithTwelveHourClocks(flixbus, 'flixbus-booking-confirmation');
  });
});
