import { describe, it } from 'vitest';
import { jetblue } from './jetblue.js';
import { expectSample, expectSampleInLayout } from './testing/expect-case.js';

describe('jetblue', () => {
  it('reads a year-less day against the mail date', async () => {
    await expectSample(jetblue, 'jetblue-booking-confirmation');
  });

  it.each(['labels in capitals', 'labels in small letters', 'a space before the colon'])(
    'reads the confirmation with %s',
    async (variant) => {
      await expectSampleInLayout(jetblue, 'jetblue-booking-confirmation', variant);
    },
  );
});
