import type { Segment, Trip } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { tripMapData } from './trip-map';

const segment = (id: string, extra: Partial<Segment>): Segment =>
  ({
    id,
    type: 'air',
    subType: null,
    status: 'confirmed',
    number: null,
    provider: null,
    startCode: null,
    endCode: null,
    startName: null,
    endName: null,
    startCity: null,
    endCity: null,
    startLongitude: null,
    startLatitude: null,
    endLongitude: null,
    endLatitude: null,
    ...extra,
  }) as Segment;

const FRA = { lon: 8.57, lat: 50.03 };
const JFK = { lon: -73.78, lat: 40.64 };

function trip(segments: Segment[]): Trip {
  return { owner: { id: 'tr-1', name: 'Anna Berger', email: 'anna@example.org' }, segments } as Trip;
}

describe('tripMapData', () => {
  it('draws a route per flight with known airports and one marker per place, named for the traveler', () => {
    const flight = (id: string, from: typeof FRA, to: typeof FRA) =>
      segment(id, {
        startLongitude: from.lon,
        startLatitude: from.lat,
        endLongitude: to.lon,
        endLatitude: to.lat,
      });
    const { markers, routes } = tripMapData(trip([flight('out', FRA, JFK), flight('back', JFK, FRA)]), 'back');
    expect(routes.map((route) => [route.id, route.from, route.to])).toEqual([
      ['out', [FRA.lon, FRA.lat], [JFK.lon, JFK.lat]],
      ['back', [JFK.lon, JFK.lat], [FRA.lon, FRA.lat]],
    ]);
    expect(markers).toHaveLength(2);
    expect(markers.every((marker) => marker.title === 'Anna Berger')).toBe(true);
    expect(markers.find((marker) => marker.isActive)?.lon).toBe(JFK.lon);
  });

  it('leaves out cancelled segments and the CheckOut and Overnight rows of a stay', () => {
    const at = { startLongitude: 4.9, startLatitude: 52.37 };
    const { markers, routes } = tripMapData(
      trip([
        segment('in', { type: 'hotel', subType: 'CheckIn', ...at }),
        segment('night', { type: 'hotel', subType: 'Overnight', startLongitude: 5, startLatitude: 52 }),
        segment('out', { type: 'hotel', subType: 'CheckOut', startLongitude: 6, startLatitude: 52 }),
        segment('gone', {
          status: 'cancelled',
          startLongitude: 7,
          startLatitude: 50,
          endLongitude: 8,
          endLatitude: 50,
        }),
      ]),
    );
    expect(markers.map((marker) => [marker.lon, marker.lat])).toEqual([[4.9, 52.37]]);
    expect(routes).toEqual([]);
  });
});
