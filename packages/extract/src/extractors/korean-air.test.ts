import { describe, expect, it } from 'vitest';
import { koreanAir } from './korean-air.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('korean-air', () => {
  it('reads both flights with compact days, terminals and the overnight arrival', async () => {
    await expectSample(koreanAir, 'korean-air-booking-confirmation');
  });

  it('claims nothing in a SKYPASS mileage statement', async () => {
    const golden = await loadSample('korean-air-skypass-negative');
    expect(koreanAir.extract(golden.input)).toEqual([]);
  });
});
