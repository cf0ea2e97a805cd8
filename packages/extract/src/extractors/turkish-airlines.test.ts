import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { turkishAirlines } from './turkish-airlines.js';

describe('turkish-airlines', () => {
  it('reads flights with both times on the day line, one landing after midnight', async () => {
    await expectSample(turkishAirlines, 'turkish-airlines-reservation');
  });
});
