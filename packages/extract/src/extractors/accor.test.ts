import { describe, it } from 'vitest';
import { accor } from './accor.js';
import { expectSample, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';

describe('accor', () => {
  it('reads the stay with check-in and check-out times printed apart', async () => {
    await expectSample(accor, 'accor-booking-confirmation');
  });

  it("reads the plain-text mail: the hotel its thanks name, the days under 'Date of stay:', the house rules' clocks", async () => {
    await expectSample(accor, 'accor-ibis-budget-reservation-plain-text-date-of-stay');
  });

  it('reads the house rules of the plain-text mail with their clocks on twelve hours', async () => {
    await expectSampleWithTwelveHourClocks(accor, 'accor-ibis-budget-reservation-plain-text-date-of-stay');
  });
});
