import type { TravelItem } from '@tripline/contracts';
import { Link } from 'react-router';
import { LazyWorldMap } from '../../../components/map/lazy-world-map';
import type { MapMarker } from '../../../components/map/world-map';
import { formatDay } from '../../trips/api/segment-times';
import { itemMember, itemPath, placedItems } from '../api/travel-items';

/** Map markers for travel items that have a place: the member's name, what and when, and a link. */
export function travelMarkers(teamId: string, items: readonly TravelItem[]): MapMarker[] {
  return placedItems(items).map((item) => ({
    id: `${item.type}:${item.id}`,
    lon: item.lon,
    lat: item.lat,
    title: itemMember(item),
    detail: (
      <>
        <span>{item.title}</span>
        <br />
        <span>{formatDay(item.start_datetime.slice(0, 10))}</span>
        <br />
        <Link to={itemPath(teamId, item)}>{item.type === 'trip' ? 'Open trip' : 'Show in trip'}</Link>
      </>
    ),
  }));
}

/** The map of the listed travel items. */
export function TravelMap({
  teamId,
  items,
  label,
  compact,
}: {
  teamId: string;
  items: readonly TravelItem[];
  label: string;
  compact?: boolean;
}) {
  return <LazyWorldMap label={label} markers={travelMarkers(teamId, items)} compact={compact} />;
}
