import { describe, it } from 'vitest';
import { sunnyCars } from './sunny-cars.js';
import { expectSample } from './testing/expect-case.js';

describe('sunny-cars', () => {
  it('reads the hire and names the local supplier as the rental company', async () => {
    await expectSample(sunnyCars, 'sunny-cars-buchungsbestaetigung');
  });
});
