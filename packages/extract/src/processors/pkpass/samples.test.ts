import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import { valueAtPath } from '../../postprocess/json-ld.js';
import { normalizeReservation } from '../../postprocess/normalize.js';
import { loadSamples, sampleMismatches, withoutPaths } from '../bcbp/test-support/corpus-cases.js';
import { processPkpass } from './index.js';

const samples = loadSamples('pkpass');

describe('wallet pass samples', () => {
  it('has samples', () => expect(samples.length).toBeGreaterThan(0));

  it.each(samples.map((s) => [s.id, s] as const))('%s gives its expected reservations', async (_id, s) => {
    const bytes = new Uint8Array(readFileSync(s.inputPath));
    const result = await processPkpass({ kind: 'pkpass', bytes }, s.context, DEFAULT_LIMITS);
    // A pass that holds no booking says so as information, not as an error.
    expect(result.diagnostics.filter((d) => d.level !== 'info')).toEqual([]);
    // Reservations as every one leaves the engine's first stage: a day an event is on covers the whole day.
    const reservations = result.reservations.map(normalizeReservation);
    expect(reservations).toHaveLength(s.expected.length);
    // What the sample records as not read yet is compared apart: still unread, and the rest as expected.
    const expected = s.expected.map((e) => withoutPaths(e, s.unread));
    const produced = reservations.map((r) => withoutPaths(r, s.unread));
    expect(sampleMismatches(expected, produced)).toEqual(expected.map(() => []));
    expect(produced).toEqual(expected.map((e) => expect.objectContaining(e)));
    for (const path of s.unread) {
      expect(reservations.map((r) => valueAtPath(r, path))).not.toEqual(s.expected.map((e) => valueAtPath(e, path)));
    }
  });
});
