import { describe, it } from 'vitest';
import { kiwiCom } from './kiwi-com.js';
import { expectSample } from './testing/expect-case.js';

describe('kiwi-com', () => {
  it('reads the flight under its airline record', async () => {
    await expectSample(kiwiCom, 'kiwi-com-trip-confirmed');
  });
});
