import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFirstSight, recordFirstSight, sumLedger, toFirstSight } from './first-sight.js';
import { scoreCase } from './score.js';

const expected = [{ type: 'FlightReservation', reservationNumber: 'RXJ34P', flightNumber: '110', airlineIata: 'UA' }];

describe('the first-sight ledger', () => {
  it('records a sample once and never rewrites it, even when the engine later reads it better', () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-sight-'));
    const input = join(dir, 'input.eml');
    writeFileSync(input, '');
    const blind = toFirstSight(scoreCase(expected, []), 'abc1234', 'first-sight', new Date('2026-11-26T00:00:00Z'));
    expect(recordFirstSight(input, blind)).toBe(true);

    const better = toFirstSight(scoreCase(expected, expected), 'def5678', 'first-sight');
    expect(recordFirstSight(input, better)).toBe(false);
    expect(readFirstSight(input)).toEqual(blind);
    expect(JSON.parse(readFileSync(join(dir, 'first-sight.json'), 'utf8'))).toEqual({
      scoredAt: '2026-11-26T00:00:00.000Z',
      engine: 'abc1234',
      origin: 'first-sight',
      expected: 1,
      produced: 0,
      matched: 0,
      fieldsExpected: 3,
      fieldsFound: 0,
      precision: 1,
      recall: 0,
    });
  });

  it('sums counts across samples rather than averaging their ratios', () => {
    const wrong = { ...expected[0], flightNumber: '111' };
    const half = toFirstSight(scoreCase(expected, [wrong, { type: 'LodgingReservation' }]), 'x', 'first-sight');
    const whole = toFirstSight(scoreCase(expected, expected), 'x', 'first-sight');
    expect(half).toMatchObject({ produced: 2, matched: 1, fieldsFound: 2, precision: 0.5, recall: 0.6667 });
    const t = sumLedger([half, whole, whole]);
    expect(t).toMatchObject({ samples: 3, produced: 4, matched: 3, fieldsExpected: 9, fieldsFound: 8 });
    expect(t.precision).toBe(0.75);
    expect(t.recall).toBeCloseTo(8 / 9);
  });
});
