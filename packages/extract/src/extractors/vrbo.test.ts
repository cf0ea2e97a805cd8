import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { vrbo } from './vrbo.js';

describe('vrbo', () => {
  it('reads the rental, its address and stay', async () => {
    await expectSample(vrbo, 'vrbo-booking-confirmed');
  });
});
