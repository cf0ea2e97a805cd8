import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getReportResponseSchema } from './get-report.js';

const answer = (status: string) => ({
  data: {
    id: '12',
    type: 'reports',
    attributes: {
      status,
      report_type: 'email',
      name: 'Emails',
      start_date: '2025-03-01',
      end_date: null,
      rows: null,
      created_at: '2025-03-02T10:00:00.000Z',
      completed_at: null,
      downloads: { csv: null, xlsx: null },
    },
  },
});

describe('a report status', () => {
  it('is read in any case and held as the console spells it (spec §4)', () => {
    for (const status of ['processing', 'PROCESSING', 'Processing']) {
      expect(getReportResponseSchema.parse(answer(status)).data.attributes.status).toBe('Processing');
    }
    expect(getReportResponseSchema.parse(answer('completed')).data.attributes.status).toBe('Completed');
  });

  it('refuses a status that is none of them, and is written back unchanged', () => {
    expect(getReportResponseSchema.safeParse(answer('queued')).success).toBe(false);
    const parsed = getReportResponseSchema.parse(answer('failed'));
    expect(z.encode(getReportResponseSchema, parsed).data.attributes.status).toBe('Failed');
  });
});
