import { describe, it } from 'vitest';
import { egencia } from './egencia.js';
import { expectSample } from './testing/expect-case.js';

describe('egencia', () => {
  it('reads flights and hotel of a booked trip', async () => {
    await expectSample(egencia, 'egencia-trip-confirmation');
  });
});
