import { describe, expect, it } from 'vitest';
import { groupSegmentsByDate, isListedSegment, isShownOnTripPage } from './group-segments';

const segment = (id: string, startDateTime: string | null, extra: Record<string, string> = {}) => ({
  id,
  type: 'air',
  startDateTime,
  ...extra,
});

describe('groupSegmentsByDate', () => {
  it('groups by the local day each segment starts on, in the order a traveler lives them', () => {
    const groups = groupSegmentsByDate([
      segment('return', '2025-03-16T17:50:00-04:00'),
      segment('hotel', '2025-03-10T15:00:00-04:00', { type: 'hotel' }),
      segment('out', '2025-03-10T13:20:00+01:00'),
      segment('dinner', '2025-03-11T20:00:00-04:00', { type: 'restaurant' }),
    ]);
    expect(groups.map((group) => [group.day, group.segments.map((s) => s.id)])).toEqual([
      ['2025-03-10', ['out', 'hotel']],
      ['2025-03-11', ['dinner']],
      ['2025-03-16', ['return']],
    ]);
  });

  it('orders a day by when things happen, not by the local clocks of different zones', () => {
    const groups = groupSegmentsByDate([
      segment('onward', '2026-11-23T13:00:00-08:00', { start_datetime: '2026-11-23T21:00:00.000Z' }),
      segment('pacific', '2026-11-23T18:00:00+09:00', { start_datetime: '2026-11-23T09:00:00.000Z' }),
    ]);
    expect(groups.map((group) => [group.day, group.segments.map((s) => s.id)])).toEqual([
      ['2026-11-23', ['pacific', 'onward']],
    ]);
  });

  it('keeps a late-night departure on its local day even where that day has already ended in UTC', () => {
    const groups = groupSegmentsByDate([segment('redeye', '2025-03-10T23:30:00-08:00')]);
    expect(groups[0]?.day).toBe('2025-03-10');
  });

  it('puts segments without a readable start last', () => {
    const groups = groupSegmentsByDate([segment('unknown', null), segment('known', '2025-01-02T08:00:00Z')]);
    expect(groups.map((group) => group.day)).toEqual(['2025-01-02', '']);
  });
});

describe('which segments show', () => {
  it('leaves a stay’s CheckOut and Overnight rows out of lists and maps, and only Overnight out of the trip page', () => {
    expect(isListedSegment({ subType: 'CheckIn' })).toBe(true);
    expect(isListedSegment({ subType: 'CheckOut' })).toBe(false);
    expect(isListedSegment({ subType: 'Overnight' })).toBe(false);
    expect(isListedSegment({})).toBe(true);
    expect(isShownOnTripPage({ subType: 'CheckOut' })).toBe(true);
    expect(isShownOnTripPage({ subType: 'Overnight' })).toBe(false);
  });
});
