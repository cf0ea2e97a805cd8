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

  it('reads the tickets mail that stacks each cell on a line of its own under a heading alone over its day', async () => {
    await expectSample(eurostar, 'eurostar-tickets-return-with-connection-three-trains');
  });
});
