import { describe, it } from 'vitest';
import { eventbrite } from './eventbrite.js';
import { expectSample } from './testing/expect-case.js';

describe('eventbrite', () => {
  it('reads the event with start and end times', async () => {
    await expectSample(eventbrite, 'eventbrite-order-confirmation');
  });

  it('reads an order whose event block stands above the order number, its venue under the day', async () => {
    await expectSample(eventbrite, 'eventbrite-order-confirmation-free-ticket-plain-text');
  });

  it('reads a cancelled order, its day under a label of its own', async () => {
    await expectSample(eventbrite, 'eventbrite-order-canceled-plain-text');
  });
});
