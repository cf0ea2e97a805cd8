import { describe, it } from 'vitest';
import { lner } from './lner.js';
import { expectSample, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';

describe('lner', () => {
  it('reads the outward and return journeys with platform, coach and seat', async () => {
    await expectSample(lner, 'lner-booking-confirmation');
  });

  it('reads the same journeys and platforms when the stops print 12-hour clocks ("3:30 PM")', async () => {
    await expectSampleWithTwelveHourClocks(lner, 'lner-booking-confirmation');
  });
});
