import { describe, it } from 'vitest';
import { bestWestern } from './best-western.js';
import { expectSample } from './testing/expect-case.js';

describe('best-western', () => {
  it('reads US month-first days', async () => {
    await expectSample(bestWestern, 'best-western-reservation-confirmation');
  });
});
