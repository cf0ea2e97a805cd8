import { describe, it } from 'vitest';
import { hilton } from './hilton.js';
import { expectSample } from './testing/expect-case.js';

describe('hilton', () => {
  it('combines arrival days with the printed check-in and check-out times', async () => {
    await expectSample(hilton, 'hilton-reservation-confirmation');
  });
});
