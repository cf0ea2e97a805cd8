import { describe, expect, it } from 'vitest';
import { ana } from './ana.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('ana', () => {
  it('reads the flight with a four-digit reservation number and the passenger family name first', async () => {
    await expectSample(ana, 'ana-reservation-confirmation');
  });

  it('claims nothing in a miles credit notice', async () => {
    const golden = await loadSample('ana-mileage-club-negative');
    expect(ana.extract(golden.input)).toEqual([]);
  });
});
