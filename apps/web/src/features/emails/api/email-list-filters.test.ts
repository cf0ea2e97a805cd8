import { describe, expect, it } from 'vitest';
import { emailListApiQuery } from './email-list-filters';

describe('emailListApiQuery', () => {
  it('turns a date range with an end into start and end', () => {
    const query = emailListApiQuery(new URLSearchParams('dates=2026-11-01,2026-11-07&status=failed&sort=created:desc'));
    expect(query).toMatchObject({ start: '2026-11-01', end: '2026-11-07', status: 'failed', sort: 'created:desc' });
  });

  it('accepts a start date without an end', () => {
    const query = emailListApiQuery(new URLSearchParams('dates=2026-11-01'));
    expect(query.start).toBe('2026-11-01');
    expect(query.end).toBeUndefined();
  });

  it('leaves out a malformed date and an unknown status instead of sending them', () => {
    const query = emailListApiQuery(new URLSearchParams('dates=01/11/2026&status=lost&search=Lufthansa'));
    expect(query.start).toBeUndefined();
    expect(query.status).toBeUndefined();
    expect(query.subject).toBe('Lufthansa');
  });
});
