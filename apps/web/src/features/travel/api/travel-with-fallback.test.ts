import { describe, expect, it, vi } from 'vitest';
import { travelListQuery } from '../../../lib/list-defaults';
import { loadTravelWithFallback } from './travel-with-fallback';

const NOW = new Date('2026-11-23T08:00:00Z');

describe('loadTravelWithFallback', () => {
  it('asks for today and, when today is empty, once more from today on with no end date', async () => {
    const { query, fallback } = travelListQuery(new URLSearchParams(), NOW);
    const load = vi
      .fn()
      .mockResolvedValueOnce({ data: [] })
      .mockResolvedValueOnce({ data: [{ id: 'next-week' }] });
    const answer = await loadTravelWithFallback(load, query, fallback);
    expect(load.mock.calls.map(([asked]) => asked)).toEqual([
      { start_date: '2026-11-23', end_date: '2026-11-23', sort: 'start_date:asc' },
      { start_date: '2026-11-23', sort: 'start_date:asc' },
    ]);
    expect(answer).toMatchObject({ data: [{ id: 'next-week' }], usedFallback: true });
  });

  it('retries only once, even when the wider query is empty too', async () => {
    const { query, fallback } = travelListQuery(new URLSearchParams(), NOW);
    const load = vi.fn().mockResolvedValue({ data: [] });
    const answer = await loadTravelWithFallback(load, query, fallback);
    expect(load).toHaveBeenCalledTimes(2);
    expect(answer.data).toEqual([]);
  });

  it('keeps today when it has travel', async () => {
    const { query, fallback } = travelListQuery(new URLSearchParams(), NOW);
    const load = vi.fn().mockResolvedValue({ data: [{ id: 'today' }] });
    const answer = await loadTravelWithFallback(load, query, fallback);
    expect(load).toHaveBeenCalledTimes(1);
    expect(answer.usedFallback).toBe(false);
  });

  it('never widens dates the user chose', async () => {
    const { query, fallback } = travelListQuery(
      new URLSearchParams('start_date=2025-03-10&end_date=2025-03-10&type=air'),
      NOW,
    );
    expect(fallback).toBeUndefined();
    const load = vi.fn().mockResolvedValue({ data: [] });
    await loadTravelWithFallback(load, query, fallback);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ start_date: '2025-03-10', end_date: '2025-03-10', type: 'air' });
  });
});
