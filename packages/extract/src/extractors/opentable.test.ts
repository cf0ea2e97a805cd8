import { describe, it } from 'vitest';
import { opentable } from './opentable.js';
import { expectSample } from './testing/expect-case.js';

describe('opentable', () => {
  it('reads restaurant, time, party size and contact', async () => {
    await expectSample(opentable, 'opentable-reservation-confirmed');
  });
});
