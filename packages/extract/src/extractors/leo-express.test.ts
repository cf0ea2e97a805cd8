import { describe, it } from 'vitest';
import { leoExpress } from './leo-express.js';
import { expectSample } from './testing/expect-case.js';

describe('leo-express', () => {
  it('reads both journeys with connection, coach and seat', async () => {
    await expectSample(leoExpress, 'leo-express-booking-confirmation');
  });
});
