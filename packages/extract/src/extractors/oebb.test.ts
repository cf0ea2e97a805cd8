import { describe, it } from 'vitest';
import { oebb } from './oebb.js';
import { expectSample } from './testing/expect-case.js';

describe('oebb', () => {
  it('reads the leg with platforms, coach and seat', async () => {
    await expectSample(oebb, 'oebb-ticket-de');
  });
});
