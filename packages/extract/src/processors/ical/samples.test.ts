import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import { loadSamples } from '../bcbp/test-support/corpus-cases.js';
import { processIcal } from './index.js';

const samples = loadSamples('ics');

describe('calendar samples', () => {
  it('has samples', () => expect(samples.length).toBeGreaterThan(0));

  it.each(samples.map((s) => [s.id, s] as const))('%s gives its expected items', async (_id, s) => {
    const result = await processIcal(
      { kind: 'ics', text: readFileSync(s.inputPath, 'utf8') },
      s.context,
      DEFAULT_LIMITS,
    );
    // A calendar with no event at all (free/busy, to-dos) says so, and says nothing else.
    const notices =
      s.expected.length === 0 ? result.diagnostics.filter((d) => d.code !== 'ics-empty') : result.diagnostics;
    expect(notices).toEqual([]);
    const produced = s.scope === 'non-reservation' ? result.things : result.reservations;
    expect(produced).toEqual(s.expected);
  });
});
