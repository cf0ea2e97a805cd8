import { describe, it } from 'vitest';
import { accor } from './accor.js';
import { expectSample } from './testing/expect-case.js';

describe('accor', () => {
  it('reads the stay with check-in and check-out times printed apart', async () => {
    await expectSample(accor, 'accor-booking-confirmation');
  });
});
