import { describe, it } from 'vitest';
import { alaskaAirlines } from './alaska-airlines.js';
import { expectSample } from './testing/expect-case.js';

describe('alaska-airlines', () => {
  it('reads flights whose stops carry year-less days', async () => {
    await expectSample(alaskaAirlines, 'alaska-airlines-confirmation');
  });
});
