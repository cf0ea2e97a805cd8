import { describe, it } from 'vitest';
import { airbnb } from './airbnb.js';
import { expectSample } from './testing/expect-case.js';

describe('airbnb', () => {
  it('reads the listing, address and stay of a confirmed reservation', async () => {
    await expectSample(airbnb, 'airbnb-reservation-confirmed');
  });
});
