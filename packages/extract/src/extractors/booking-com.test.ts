import { describe, it } from 'vitest';
import { bookingCom } from './booking-com.js';
import { expectSample } from './testing/expect-case.js';

describe('booking-com', () => {
  it('reads hotel, stay and price when labels and values sit on separate lines', async () => {
    await expectSample(bookingCom, 'booking-com-hotel-confirmation');
  });

  it('finds nothing in a review request after the stay', async () => {
    await expectSample(bookingCom, 'booking-com-review-request-negative');
  });

  it('reads an HTML confirmation whose labels and values share a table row', async () => {
    await expectSample(bookingCom, 'booking-com-hotel-confirmation-html');
  });

  it('reads a confirmation whose details print no hotel block: the hotel from the heading, its address from its cell', async () => {
    await expectSample(bookingCom, 'booking-com-confirmation-number-and-pin-one-line-vigo-html');
  });
});
