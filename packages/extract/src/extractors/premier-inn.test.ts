import { describe, it } from 'vitest';
import { premierInn } from './premier-inn.js';
import { expectSample } from './testing/expect-case.js';

describe('premier-inn', () => {
  it('reads a stay with hours written as 3pm', async () => {
    await expectSample(premierInn, 'premier-inn-booking-confirmation');
  });
});
