import { describe, expect, it } from 'vitest';
import { lyft } from './lyft.js';
import { loadSample, loadSampleExpectation } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('lyft', () => {
  it('reads a scheduled ride: the start of the pickup window, American addresses and the estimate', async () => {
    await expectSample(lyft, 'lyft-scheduled-ride');
    const golden = await loadSample('lyft-scheduled-ride');
    expect(lyft.extract(golden.input)).toEqual(loadSampleExpectation(golden.id));
  });
});
