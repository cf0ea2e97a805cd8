import { describe, expect, it } from 'vitest';
import { eurostar } from './eurostar.js';
import { loadSample } from './testing/cases.js';
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

  it('names the passenger a ticket prints above its journey when the mail greets the same person', async () => {
    await expectSample(eurostar, 'eurostar-tickets-one-way-beta-central-alpha-international-html');
  });

  it('names nobody from the greeting alone', async () => {
    await expectSample(eurostar, 'eurostar-tickets-year-rollover-alpha-international-beta-central-html');
    const { input } = await loadSample('eurostar-tickets-year-rollover-alpha-international-beta-central-html');
    expect(eurostar.extract(input).map((train) => train.underName)).toEqual([undefined]);
  });
});
