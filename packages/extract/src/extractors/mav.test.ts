import { describe, it } from 'vitest';
import { mav } from './mav.js';
import { expectSample } from './testing/expect-case.js';

describe('mav', () => {
  it('reads both journeys of a Hungarian confirmation with year-first days', async () => {
    await expectSample(mav, 'mav-jegyvasarlas');
  });
});
