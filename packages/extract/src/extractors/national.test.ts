import { describe, it } from 'vitest';
import { national } from './national.js';
import { expectSample } from './testing/expect-case.js';

describe('national', () => {
  it('reads branches, times, car and renter', async () => {
    await expectSample(national, 'national-reservation-confirmation');
  });
});
