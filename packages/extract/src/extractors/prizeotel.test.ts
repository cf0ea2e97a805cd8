import { describe, it } from 'vitest';
import { prizeotel } from './prizeotel.js';
import { expectSample } from './testing/expect-case.js';

describe('prizeotel', () => {
  it('reads a one-night stay', async () => {
    await expectSample(prizeotel, 'prizeotel-buchungsbestaetigung');
  });
});
