import { describe, expect, it } from 'vitest';
import { bolt } from './bolt.js';
import { loadSample, loadSampleExpectation } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('bolt', () => {
  it('reads a ride receipt: ride id, rider, the stops with their clocks and the total in złoty', async () => {
    await expectSample(bolt, 'bolt-ride-receipt');
    const golden = await loadSample('bolt-ride-receipt');
    expect(bolt.extract(golden.input)).toEqual(loadSampleExpectation(golden.id));
  });
});
