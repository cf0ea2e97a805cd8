import type { TravelItem } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { travelRoutes } from './travel-map';

const placed = { startLongitude: 8.57, startLatitude: 50.03, endLongitude: -73.78, endLatitude: 40.64 };
const item = (type: TravelItem['type'], segment: Partial<typeof placed> | null): TravelItem =>
  ({ id: `${type}-1`, type, segment }) as unknown as TravelItem;

describe('travelRoutes', () => {
  it('draws a route for each listed flight whose two airports are placed', () => {
    expect(travelRoutes([item('air', placed)])).toEqual([{ id: 'air-1', from: [8.57, 50.03], to: [-73.78, 40.64] }]);
  });

  it('draws none for other travel, trips or a flight with an unplaced end', () => {
    expect(
      travelRoutes([item('rail', placed), item('trip', null), item('air', { ...placed, endLatitude: null } as never)]),
    ).toEqual([]);
  });
});
