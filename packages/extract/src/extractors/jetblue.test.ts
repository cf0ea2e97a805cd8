import { describe, it } from 'vitest';
import { jetblue } from './jetblue.js';
import { expectSample } from './testing/expect-case.js';

describe('jetblue', () => {
  it('reads a year-less day against the mail date', async () => {
    await expectSample(jetblue, 'jetblue-booking-confirmation');
  });
});
