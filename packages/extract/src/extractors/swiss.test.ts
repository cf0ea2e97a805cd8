import { describe, it } from 'vitest';
import { swiss } from './swiss.js';
import { expectSample, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';

describe('swiss', () => {
  it('reads flights whose route and times share a line', async () => {
    await expectSample(swiss, 'swiss-booking-confirmation');
  });

  it('reads the same flights when the route rows print 12-hour clocks ("7:50 PM")', async () => {
    await expectSampleWithTwelveHourClocks(swiss, 'swiss-booking-confirmation');
  });
});
