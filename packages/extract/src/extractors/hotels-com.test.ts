import { describe, it } from 'vitest';
import { hotelsCom } from './hotels-com.js';
import { expectSample } from './testing/expect-case.js';

describe('hotels-com', () => {
  it('reads the stay and the guest from the confirmation', async () => {
    await expectSample(hotelsCom, 'hotels-com-booking-confirmation');
  });
});
