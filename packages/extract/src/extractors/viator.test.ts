import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { viator } from './viator.js';

describe('viator', () => {
  it('reads the tour, start and meeting point', async () => {
    await expectSample(viator, 'viator-booking-confirmed');
  });
});
