import { describe, expect, it } from 'vitest';
import { frontier } from './frontier.js';
import { expectSample } from './testing/expect-case.js';

describe('frontier', () => {
  it('reads both flights with twelve-hour clocks', async () => {
    await expectSample(frontier, 'frontier-trip-confirmation');
  });

  it('reads days printed in digits month first', () => {
    const text = `Confirmation code: F9QZ7K
Traveler: Jamie Ortiz
F9 1235 Denver (DEN) to Las Vegas (LAS)
Departs: 12/07/2026 7:05 AM
Arrives: 12/07/2026 8:10 AM
`;
    expect(frontier.extract({ kind: 'text', text })[0]?.reservationFor).toMatchObject({
      departureTime: '2026-12-07T07:05:00',
      arrivalTime: '2026-12-07T08:10:00',
    });
  });
});
