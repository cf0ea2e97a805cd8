import { describe, it } from 'vitest';
import { alamo } from './alamo.js';
import { expectSample } from './testing/expect-case.js';

describe('alamo', () => {
  it('reads branches with times on the following lines', async () => {
    await expectSample(alamo, 'alamo-reservation-confirmation');
  });
});
