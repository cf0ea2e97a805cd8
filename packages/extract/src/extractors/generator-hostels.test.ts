import { describe, it } from 'vitest';
import { generatorHostels } from './generator-hostels.js';
import { expectSample } from './testing/expect-case.js';

describe('generator-hostels', () => {
  it('reads the hostel stay', async () => {
    await expectSample(generatorHostels, 'generator-hostels-booking-confirmation');
  });
});
