import type { TripSummary } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { splitDashboardTrips } from './split-dashboard-trips';

const trip = (id: string, start: string, end: string): TripSummary => ({
  id,
  owner: { id: 't', name: 'Anna', email: 'anna@example.org' },
  start,
  end,
  segment_count: 1,
  segment_types: ['air'],
  destinations: ['New York'],
});

describe('splitDashboardTrips', () => {
  it('puts trips under way today apart from those starting later', () => {
    const { underWay, comingUp } = splitDashboardTrips(
      [
        trip('started-yesterday', '2026-11-22T08:00:00Z', '2026-11-25T18:00:00Z'),
        trip('starts-today', '2026-11-23T23:00:00Z', '2026-11-24T10:00:00Z'),
        trip('next-week', '2026-11-27T06:00:00Z', '2026-11-28T20:00:00Z'),
      ],
      '2026-11-23',
    );
    expect(underWay.map((t) => t.id)).toEqual(['started-yesterday', 'starts-today']);
    expect(comingUp.map((t) => t.id)).toEqual(['next-week']);
  });
});
