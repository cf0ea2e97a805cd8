import { describe, it } from 'vitest';
import { lindner } from './lindner.js';
import { expectSample, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';

describe('lindner', () => {
  it('reads the stay with check-in and check-out hours on lines of their own', async () => {
    await expectSample(lindner, 'lindner-buchungsbestaetigung');
  });

  it('reads the check-in and check-out hours when printed as 12-hour clocks ("3:00 PM")', async () => {
    await expectSampleWithTwelveHourClocks(lindner, 'lindner-buchungsbestaetigung');
  });
});
