import { describe, it } from 'vitest';
import { americanAirlines } from './american-airlines.js';
import { expectSample } from './testing/expect-case.js';

describe('american-airlines', () => {
  it('reads the outbound and return flights with seats, ticket and fare', async () => {
    await expectSample(americanAirlines, 'american-airlines-trip-confirmation');
  });
});
