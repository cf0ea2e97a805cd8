import type { TravelItem } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { travelRoutes, unplacedNote } from './travel-map';

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

describe('unplacedNote', () => {
  const at = (lon: number | null) => ({ id: String(lon), type: 'hotel', lon, lat: lon }) as unknown as TravelItem;
  it('says how many listed items the map leaves out, and nothing when all are on it', () => {
    expect(unplacedNote([at(1), at(2)])).toBeNull();
    expect(unplacedNote([at(1), at(null)])).toBe('1 of the 2 listed has no known place and is not on the map.');
    expect(unplacedNote([at(1), at(null), at(null)])).toBe(
      '2 of the 3 listed have no known place and are not on the map.',
    );
    expect(unplacedNote([at(null)])).toBe('The one listed has no known place, so the map shows nothing.');
    expect(unplacedNote([at(null), at(null)])).toBe(
      'None of the 2 listed has a known place, so the map shows nothing.',
    );
  });
});
