import { describe, it } from 'vitest';
import { drivalia } from './drivalia.js';
import { expectSample } from './testing/expect-case.js';

describe('drivalia', () => {
  it('reads the hire of an Italian confirmation', async () => {
    await expectSample(drivalia, 'drivalia-conferma-prenotazione');
  });
});
