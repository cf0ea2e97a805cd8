import { describe, expect, it } from 'vitest';
import {
  appliedFilters,
  defaultSortFor,
  forgetListQueries,
  parseDateRange,
  rememberListQuery,
  restorableListQuery,
  withFilters,
} from './list-query';

describe('remembered list queries', () => {
  it('keeps the last query per list without next, previous, page and tracking', () => {
    const query = new URLSearchParams('status=failed&page=3&next=4&previous=2&tracking=abc&sort=created:asc');
    rememberListQuery('/orgs/1/emails', query);
    const restored = restorableListQuery('/orgs/1/emails', new URLSearchParams());
    expect(restored?.toString()).toBe('status=failed&sort=created%3Aasc');
  });

  it('restores only when the user comes back with an empty query', () => {
    rememberListQuery('/orgs/1/emails', new URLSearchParams('status=failed'));
    expect(restorableListQuery('/orgs/1/emails', new URLSearchParams('status=parsed'))).toBeUndefined();
  });

  it('keeps each list apart', () => {
    rememberListQuery('/orgs/1/emails', new URLSearchParams('status=failed'));
    expect(restorableListQuery('/orgs/1/people', new URLSearchParams())).toBeUndefined();
    expect(restorableListQuery('/orgs/2/emails', new URLSearchParams())).toBeUndefined();
  });

  it('forgets a list whose query is cleared, and all lists on reset', () => {
    rememberListQuery('/orgs/1/emails', new URLSearchParams('status=failed'));
    rememberListQuery('/orgs/1/emails', new URLSearchParams('page=2'));
    expect(restorableListQuery('/orgs/1/emails', new URLSearchParams())).toBeUndefined();
    rememberListQuery('/orgs/1/people', new URLSearchParams('q=ada'));
    forgetListQueries();
    expect(restorableListQuery('/orgs/1/people', new URLSearchParams())).toBeUndefined();
  });
});

describe('list defaults and filters', () => {
  it('sorts emails, apps and people by created:desc by default', () => {
    expect(defaultSortFor('emails')).toBe('created:desc');
    expect(defaultSortFor('apps')).toBe('created:desc');
    expect(defaultSortFor('people')).toBe('created:desc');
    expect(defaultSortFor('reports')).toBeUndefined();
  });

  it('counts a filter as applied when it has a value or is persistent', () => {
    const filters = [
      { key: 'status', value: 'failed' },
      { key: 'search', value: '  ' },
      { key: 'type', value: [] },
      { key: 'types', value: ['air', 'hotel'] },
      { key: 'team', value: null, persistent: true },
      { key: 'mailbox' },
    ];
    expect(appliedFilters(filters).map((filter) => filter.key)).toEqual(['status', 'types', 'team']);
  });

  it('reads YYYY-MM-DD date ranges with an optional end', () => {
    expect(parseDateRange('2026-03-01')).toEqual({ start: '2026-03-01', end: undefined });
    expect(parseDateRange('2026-03-01,2026-03-31')).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(parseDateRange('01/03/2026')).toBeUndefined();
    expect(parseDateRange('2026-03-31,2026-03-01')).toBeUndefined();
  });
});

describe('withFilters', () => {
  it('sets and removes filters and goes back to the first page', () => {
    const next = withFilters(new URLSearchParams('status=failed&q=old&page=4&sort=created:asc'), {
      status: 'parsed',
      q: undefined,
      mailbox: 'm1',
    });
    expect(next.toString()).toBe('status=parsed&sort=created%3Aasc&mailbox=m1');
  });
});
