import { describe, it } from 'vitest';
import { avianca } from './avianca.js';
import { expectSample } from './testing/expect-case.js';

describe('avianca', () => {
  it('reads both flights and a peso total with dots between thousands', async () => {
    await expectSample(avianca, 'avianca-confirmacion-compra');
  });
});
