import { describe, it } from 'vitest';
import { eventbrite } from './eventbrite.js';
import { expectSample } from './testing/expect-case.js';

describe('eventbrite', () => {
  it('reads the event with start and end times', async () => {
    await expectSample(eventbrite, 'eventbrite-order-confirmation');
  });
});
