import type { FilterRuleset } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { outdatedDomains } from './filter-rulesets';

const ruleset = (modified: string, domains: [string, string][]): FilterRuleset => ({
  type: 'air',
  name: 'Airlines',
  example: 'no-reply@lufthansa.com',
  modified,
  domains: domains.map(([name, created]) => ({ name, created, isOutdated: false })),
});

describe('outdatedDomains', () => {
  it('flags domains added on a day before the ruleset last changed', () => {
    const air = ruleset('2026-09-01', [
      ['lufthansa.com', '2026-01-15'],
      ['qantas.com.au', '2026-09-01'],
    ]);
    expect(outdatedDomains(air)).toEqual(['lufthansa.com']);
  });

  it('compares days, not times, and keeps the server flag', () => {
    const air = ruleset('2026-09-01T08:00:00Z', [['norwegian.com', '2026-09-01T20:00:00Z']]);
    expect(outdatedDomains(air)).toEqual([]);
    const flagged = { ...air, domains: [{ name: 'ba.com', created: '2026-09-01', isOutdated: true }] };
    expect(outdatedDomains(flagged)).toEqual(['ba.com']);
  });
});
