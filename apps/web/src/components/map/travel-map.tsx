import type { TravelItem } from '@tripline/contracts';
import { Link } from 'react-router';
import { formatDay } from '../../lib/segment-times';
import { itemMember, itemPath, placedItems } from '../../lib/travel-items';
import { LazyWorldMap } from './lazy-world-map';
import type { MapMarker, MapRoute } from './world-map';

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

/** The great-circle routes of the listed flights whose both airports are placed. */
export function travelRoutes(items: readonly TravelItem[]): MapRoute[] {
  return items.flatMap((item) => {
    const s = item.type === 'air' ? item.segment : null;
    if (!s || s.startLongitude === null || s.startLatitude === null) return [];
    if (s.endLongitude === null || s.endLatitude === null) return [];
    return [{ id: item.id, from: [s.startLongitude, s.startLatitude], to: [s.endLongitude, s.endLatitude] }];
  });
}

/** What the map leaves out: listed items with no place (no coordinates in the mail, no known city), said plainly. */
export function unplacedNote(items: readonly TravelItem[]): string | null {
  const missing = items.length - placedItems(items).length;
  if (missing === 0) return null;
  if (items.length === 1) return 'The one listed has no known place, so the map shows nothing.';
  return missing === items.length
    ? `None of the ${items.length} listed has a known place, so the map shows nothing.`
    : `${missing} of the ${items.length} listed ${missing === 1 ? 'has' : 'have'} no known place and ${missing === 1 ? 'is' : 'are'} not on the map.`;
}

/** The map of the listed travel items, with the flights drawn as routes, and how many have no place. */
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
  const note = unplacedNote(items);
  return (
    <>
      <LazyWorldMap
        label={label}
        markers={travelMarkers(teamId, items)}
        routes={travelRoutes(items)}
        compact={compact}
      />
      {note ? <p className="page-header__description">{note}</p> : null}
    </>
  );
}
