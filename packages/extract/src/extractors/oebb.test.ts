import { describe, it } from 'vitest';
import { oebb } from './oebb.js';
import { expectSample, expectSampleInLayout } from './testing/expect-case.js';

describe('oebb', () => {
  it('reads the leg with platforms, coach and seat', async () => {
    await expectSample(oebb, 'oebb-ticket-de');
  });

  it.each([
    'labels in capitals',
    'labels in small letters',
    'clocks on twelve hours',
    'days in ISO form',
    'days with the month named',
  ])('reads the ticket with %s', async (variant) => {
    await expectSampleInLayout(oebb, 'oebb-ticket-de', variant);
  });
});
