import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { tripCom } from './trip-com.js';

describe('trip-com', () => {
  it('reads the flight under the airline record, terminals from the stop lines', async () => {
    await expectSample(tripCom, 'trip-com-flight-confirmed');
  });
});
