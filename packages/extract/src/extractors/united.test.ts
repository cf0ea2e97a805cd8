import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { united } from './united.js';

describe('united', () => {
  it('reads the outbound and return flights with seats, ticket and fare', async () => {
    await expectSample(united, 'united-eticket-receipt');
  });
});
