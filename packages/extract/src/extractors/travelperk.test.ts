import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { travelperk } from './travelperk.js';

describe('travelperk', () => {
  it('reads flights and hotel of a booked trip', async () => {
    await expectSample(travelperk, 'travelperk-trip-booked');
  });
});
