import { describe, expect, it } from 'vitest';
import { loadCorpusCases, loadSampleCases } from './cases.js';
import { LAYOUT_VARIANTS, runLayoutVariants } from './variants.js';

const text = 'Booking reference: ABC123\nDepart: 14.07.2024 18:05\nArrive: 2024-07-14 00:40';
const rewrite = (variant: string) => (LAYOUT_VARIANTS[variant] as (t: string) => string)(text);

describe('layout variants', () => {
  it('print the same booking another way: clocks on twelve hours, days in other forms', () => {
    expect(rewrite('clocks on twelve hours')).toBe(
      'Booking reference: ABC123\nDepart: 14.07.2024 6:05 PM\nArrive: 2024-07-14 12:40 AM',
    );
    expect(rewrite('days in ISO form')).toBe(
      'Booking reference: ABC123\nDepart: 2024-07-14 18:05\nArrive: 2024-07-14 00:40',
    );
    expect(rewrite('days with the month named')).toBe(
      'Booking reference: ABC123\nDepart: 14 Jul 2024 18:05\nArrive: 14 Jul 2024 00:40',
    );
  });

  it('print the same lines another way: spaced, labels in capitals, a space before the colon', () => {
    expect(rewrite('blank line after each line')).toBe(
      'Booking reference: ABC123\n\nDepart: 14.07.2024 18:05\n\nArrive: 2024-07-14 00:40',
    );
    expect(rewrite('labels in capitals')).toBe(
      'BOOKING REFERENCE: ABC123\nDEPART: 14.07.2024 18:05\nARRIVE: 2024-07-14 00:40',
    );
    expect(rewrite('a space before the colon')).toBe(
      'Booking reference : ABC123\nDepart : 14.07.2024 18:05\nArrive : 2024-07-14 00:40',
    );
  });

  it('read no value wrong from any text of the corpus in any variant', async () => {
    const { cases, outcomes } = await runLayoutVariants([...loadCorpusCases(), ...loadSampleCases()]);
    expect(cases).toBeGreaterThan(200);
    expect(outcomes.filter((o) => o.wrong.length > 0)).toEqual([]);
  }, 120_000);
});
