import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { TravelItem } from '@tripline/contracts';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { travelListQuery } from '../../../lib/list-defaults';
import { useTravelListing } from './use-travel-listing';

const NOW = new Date('2026-11-23T08:00:00Z');

function item(id: string): TravelItem {
  return {
    id,
    type: 'air',
    trip_id: 'trip-1',
    lon: null,
    lat: null,
    start_datetime: '2026-11-30T08:00:00.000Z',
    end_datetime: '2026-11-30T10:00:00.000Z',
    title: 'LH 400 FRA → JFK',
    segment: null,
    trip: null,
    included: [],
  };
}

/** A travel listing answer holding the given items. */
function listing(items: TravelItem[]) {
  const meta = { total: items.length, page: 1, per_page: 25, last_page: 1, next: null, previous: null };
  return {
    data: items,
    meta: { ...meta, total_capped: false, sort: 'start_date:asc', start_date: '2026-11-23', end_date: null },
  };
}

/** Answers each request with the next listing the test gives; the requests are kept in `asked`. */
let answers: TravelItem[][];
let asked: { path: string; query: Record<string, string> }[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path = '', search] = url.split('?');
      asked.push({ path, query: Object.fromEntries(new URLSearchParams(search)) });
      return new Response(JSON.stringify(listing(answers.shift() ?? [])), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderListing(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { query, fallback } = travelListQuery(new URLSearchParams(url), NOW);
  return { fallback, ...renderHook(() => useTravelListing('team-1', query, fallback, 1), { wrapper }) };
}

describe('useTravelListing', () => {
  it('asks for today and, when today is empty, once more from today on with no end date', async () => {
    answers = [[], [item('next-week')]];
    const { result } = renderListing('');
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(asked.map(({ query }) => query)).toEqual([
      { start_date: '2026-11-23', end_date: '2026-11-23', sort: 'start_date:asc', page: '1' },
      { start_date: '2026-11-23', sort: 'start_date:asc', page: '1' },
    ]);
    expect(result.current.data).toMatchObject({ data: [{ id: 'next-week' }], usedFallback: true });
  });

  it('retries only once, even when the wider query is empty too', async () => {
    answers = [[], []];
    const { result } = renderListing('');
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(asked).toHaveLength(2);
    expect(result.current.data?.data).toEqual([]);
  });

  it('keeps today when it has travel', async () => {
    answers = [[item('today')]];
    const { result } = renderListing('');
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(asked).toHaveLength(1);
    expect(result.current.data?.usedFallback).toBe(false);
  });

  it('never widens dates the user chose', async () => {
    answers = [[]];
    const { result, fallback } = renderListing('start_date=2025-03-10&end_date=2025-03-10&type=air');
    expect(fallback).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(asked).toEqual([
      {
        path: '/api/orgs/team-1/travel/air',
        query: { start_date: '2025-03-10', end_date: '2025-03-10', page: '1' },
      },
    ]);
  });
});
