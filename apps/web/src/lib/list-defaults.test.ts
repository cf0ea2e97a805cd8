import { describe, expect, it } from 'vitest';
import { dashboardDefaultRange, travelListQuery, travelTypes } from './list-defaults';

const now = new Date('2026-03-15T23:30:00-05:00');

describe('travelListQuery', () => {
  it('shows today in UTC sorted by start date when no filter is set, with one start-only retry', () => {
    expect(travelListQuery(new URLSearchParams(), now)).toEqual({
      query: { start_date: '2026-03-16', end_date: '2026-03-16', sort: 'start_date:asc' },
      fallback: { start_date: '2026-03-16', sort: 'start_date:asc' },
    });
  });

  it('keeps the filters the user chose and does not retry', () => {
    const query = new URLSearchParams('start_date=2026-01-01&type=air,hotel&sort=start_date:desc');
    expect(travelListQuery(query, now)).toEqual({
      query: { start_date: '2026-01-01', type: 'air,hotel', sort: 'start_date:desc' },
    });
  });

  it('reads the type filter as a comma-separated list', () => {
    expect(travelTypes('air, hotel,,rail')).toEqual(['air', 'hotel', 'rail']);
    expect(travelTypes(undefined)).toEqual([]);
  });
});

describe('dashboardDefaultRange', () => {
  it('covers the last 7 days', () => {
    expect(dashboardDefaultRange(new Date('2026-03-15T10:00:00Z'))).toEqual({
      start_date: '2026-03-08',
      end_date: '2026-03-15',
    });
  });
});
