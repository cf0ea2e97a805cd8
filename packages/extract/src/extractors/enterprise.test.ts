import { describe, it } from 'vitest';
import { enterprise } from './enterprise.js';
import { expectSample } from './testing/expect-case.js';

describe('enterprise', () => {
  it('reads the rental with US dates and 12-hour times', async () => {
    await expectSample(enterprise, 'enterprise-reservation-confirmed');
  });
});
