import { describe, it } from 'vitest';
import { aeromexico } from './aeromexico.js';
import { expectSample } from './testing/expect-case.js';

describe('aeromexico', () => {
  it('reads the flight with terminals from a Spanish purchase confirmation', async () => {
    await expectSample(aeromexico, 'aeromexico-confirmacion-compra');
  });
});
