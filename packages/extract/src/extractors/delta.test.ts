import { describe, it } from 'vitest';
import { delta } from './delta.js';
import { expectSample } from './testing/expect-case.js';

describe('delta', () => {
  it('reads the outbound and return flights with seats, ticket and fare', async () => {
    await expectSample(delta, 'delta-flight-receipt');
  });
});
