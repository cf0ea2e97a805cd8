import { describe, it } from 'vitest';
import { radisson } from './radisson.js';
import { expectSample, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';

describe('radisson', () => {
  it('applies the printed check-in and check-out hours to the stay', async () => {
    await expectSample(radisson, 'radisson-reservation-confirmation');
  });

  it('reads the check-in and check-out hours when printed as 12-hour clocks ("3:00 PM")', async () => {
    await expectSampleWithTwelveHourClocks(radisson, 'radisson-reservation-confirmation');
  });
});
