import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { trainline } from './trainline.js';

describe('trainline', () => {
  it('reads outward and return journeys with operator, coach and seat', async () => {
    await expectSample(trainline, 'trainline-booking-confirmation');
  });
});
