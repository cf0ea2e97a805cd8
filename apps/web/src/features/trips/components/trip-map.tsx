import type { Trip } from '@tripline/contracts';
import { MapPinOff } from 'lucide-react';
import { LazyWorldMap } from '../../../components/map/lazy-world-map';
import type { MapMarker, MapRoute } from '../../../components/map/world-map';
import { ownerName } from '../../../lib/travel-items';
import { isListedSegment } from '../api/group-segments';
import { segmentTitle } from '../api/segment-display';

/** The places and air routes of a trip: a marker where each segment starts (and where a journey ends). */
export function tripMapData(trip: Trip, highlightedId?: string): { markers: MapMarker[]; routes: MapRoute[] } {
  const name = ownerName(trip.owner, trip.owner.id);
  const markers = new Map<string, MapMarker>();
  const routes: MapRoute[] = [];
  for (const segment of trip.segments.filter((s) => isListedSegment(s) && s.status === 'confirmed')) {
    const title = segmentTitle(segment);
    const { startLongitude: sLon, startLatitude: sLat, endLongitude: eLon, endLatitude: eLat } = segment;
    const isActive = segment.id === highlightedId;
    if (sLon !== null && sLat !== null) {
      const key = `${sLon.toFixed(3)},${sLat.toFixed(3)}`;
      if (!markers.has(key) || isActive) {
        markers.set(key, { id: key, lon: sLon, lat: sLat, title: name, detail: title, isActive });
      }
    }
    if (eLon !== null && eLat !== null && segment.type !== 'hotel') {
      const key = `${eLon.toFixed(3)},${eLat.toFixed(3)}`;
      if (!markers.has(key)) markers.set(key, { id: key, lon: eLon, lat: eLat, title: name, detail: title });
    }
    if (segment.type === 'air' && sLon !== null && sLat !== null && eLon !== null && eLat !== null) {
      routes.push({ id: segment.id, from: [sLon, sLat], to: [eLon, eLat] });
    }
  }
  return { markers: [...markers.values()], routes };
}

/** The trip's map with its air routes as great circles. */
export function TripMap({ trip, highlightedId }: { trip: Trip; highlightedId?: string }) {
  const { markers, routes } = tripMapData(trip, highlightedId);
  if (!markers.length) {
    return (
      <section className="card trip-map-empty" aria-label="Trip map">
        <MapPinOff size={20} aria-hidden />
        <p className="muted">The bookings of this trip name no place the map can show.</p>
      </section>
    );
  }
  return <LazyWorldMap label="Trip map" markers={markers} routes={routes} />;
}
