import { describe, expect, it } from 'vitest';
import { alaskaAirlines } from './alaska-airlines.js';
import { expectSample } from './testing/expect-case.js';

describe('alaska-airlines', () => {
  it('reads flights whose stops carry year-less days', async () => {
    await expectSample(alaskaAirlines, 'alaska-airlines-confirmation');
  });

  it('reads days printed in digits month first', () => {
    const text = `Confirmation code: JKWQPZ
Traveler: Hannah Lee
Flight: Alaska Airlines 1234
Departs: Seattle (SEA) 06/07/2026 7:00 AM
Arrives: Anchorage (ANC) 06/07/2026 9:32 AM
`;
    expect(alaskaAirlines.extract({ kind: 'text', text })[0]?.reservationFor).toMatchObject({
      departureTime: '2026-06-07T07:00:00',
      arrivalTime: '2026-06-07T09:32:00',
    });
  });
});
