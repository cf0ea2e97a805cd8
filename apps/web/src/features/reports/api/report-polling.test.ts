import type { Report } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { reportPollInterval } from './report-polling';

const report = (status: string) => ({ id: '1', type: 'reports', attributes: { status } }) as unknown as Report;

describe('reportPollInterval', () => {
  it('polls every 5000 ms while a report is processing, in any case', () => {
    expect(reportPollInterval([report('Processing')])).toBe(5000);
    expect(reportPollInterval([report('Completed'), report('PROCESSING')])).toBe(5000);
    expect(reportPollInterval([report('processing')])).toBe(5000);
  });

  it('stops once no report is processing', () => {
    expect(reportPollInterval([report('Completed'), report('Failed')])).toBe(false);
    expect(reportPollInterval([])).toBe(false);
    expect(reportPollInterval(undefined)).toBe(false);
  });
});
