import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { viaRail } from './via-rail.js';

describe('via-rail', () => {
  it('reads both trips with car and seat', async () => {
    await expectSample(viaRail, 'via-rail-booking-confirmation');
  });
});
