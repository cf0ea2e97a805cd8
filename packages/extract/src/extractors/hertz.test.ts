import { describe, it } from 'vitest';
import { hertz } from './hertz.js';
import { expectSample } from './testing/expect-case.js';

describe('hertz', () => {
  it('reads both ends of the rental with their times', async () => {
    await expectSample(hertz, 'hertz-reservation-confirmation');
  });

  it('finds nothing in a rewards statement', async () => {
    await expectSample(hertz, 'hertz-rewards-statement-negative');
  });

  it("reads the mail that prints one branch for both ends, each end's time under its own label", async () => {
    await expectSample(hertz, 'hertz-reservation-pickup-and-return-location-one-block');
  });
});
