import type { TravelItem } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { itemBooking, itemMember, itemPath, ownerName, placedItems } from './travel-items';

const item = (extra: Partial<TravelItem>): TravelItem =>
  ({
    id: 'seg-1',
    type: 'air',
    trip_id: 'trip-1',
    lon: 8.57,
    lat: 50.03,
    start_datetime: '2025-03-10T12:20:00Z',
    end_datetime: '2025-03-10T19:55:00Z',
    title: 'LH 400 FRA → JFK',
    segment: null,
    trip: null,
    included: [{ type: 'member', id: 'tr-1', attributes: { name: 'Anna Berger', email: 'anna@example.org' } }],
    ...extra,
  }) as TravelItem;

describe('travel items', () => {
  it('names the member from the included list, falling back to the address', () => {
    expect(itemMember(item({}))).toBe('Anna Berger');
    expect(
      itemMember(
        item({ included: [{ type: 'member', id: 'tr-2', attributes: { name: null, email: 'bo@example.org' } }] }),
      ),
    ).toBe('bo@example.org');
    expect(ownerName(undefined, '7')).toBe('Person 7');
  });

  it('links a segment through the segment route and a trip to its page', () => {
    expect(itemPath('team 1', item({}))).toBe('/orgs/team%201/segments/air/seg-1');
    expect(itemPath('t1', item({ type: 'trip', id: 'trip-9' }))).toBe('/orgs/t1/trips/trip-9');
  });

  it('calls a tmc booking managed and any other unmanaged', () => {
    const segment = (source_classification: string) =>
      item({ segment: { source_classification } as unknown as TravelItem['segment'] });
    expect(itemBooking(segment('tmc'))).toBe('managed');
    expect(itemBooking(segment('ota'))).toBe('unmanaged');
    expect(itemBooking(segment('direct'))).toBe('unmanaged');
    expect(itemBooking(item({ type: 'trip' }))).toBeUndefined();
  });

  it('places only items with a position', () => {
    expect(placedItems([item({}), item({ id: 'x', lon: null, lat: null })]).map((placed) => placed.id)).toEqual([
      'seg-1',
    ]);
  });
});
