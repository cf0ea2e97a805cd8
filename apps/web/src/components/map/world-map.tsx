import { useQuery } from '@tanstack/react-query';
import { geoPath } from 'd3-geo';
import { select } from 'd3-selection';
import { type ZoomBehavior, zoom, zoomIdentity } from 'd3-zoom';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { airRoutePieces, type LonLat } from './great-circle';
import { type MapMarker, MapMarkerButton } from './map-marker';
import { linePath, MAP_HEIGHT, MAP_MAX_ZOOM, MAP_WIDTH, viewFitting, worldProjection, type ZoomView } from './map-view';
import { loadWorldBasemap } from './world-basemap';
import './world-map.css';

export type { MapMarker } from './map-marker';

export interface MapRoute {
  id: string;
  from: LonLat;
  to: LonLat;
}

// The basemap is a bundled asset, not an API answer, so its cache key is its own rather than an endpoint's.
const WORLD_BASEMAP_KEY = ['world-basemap'] as const;

/**
 * A world map drawn from bundled Natural Earth data: markers with a popover each, air routes as great circles, zoom
 * with the wheel, a pinch or the buttons, and pan by dragging. It frames its markers when they change.
 */
export function WorldMap({
  markers,
  routes = [],
  label,
  compact = false,
}: {
  markers: readonly MapMarker[];
  routes?: readonly MapRoute[];
  label: string;
  compact?: boolean;
}) {
  const svgRef = useRef<SVGSVGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown>>(null);
  const [view, setView] = useState<ZoomView>({ k: 1, x: 0, y: 0 });
  const basemap = useQuery({
    queryKey: WORLD_BASEMAP_KEY,
    queryFn: loadWorldBasemap,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const projection = useMemo(() => worldProjection(), []);
  const path = useMemo(() => geoPath(projection), [projection]);

  const shapes = useMemo(
    () =>
      basemap.data
        ? {
            countries: path(basemap.data.countries) ?? '',
            borders: path(basemap.data.borders) ?? '',
          }
        : undefined,
    [basemap.data, path],
  );
  const routePaths = useMemo(
    () =>
      routes.map((route) => ({
        id: route.id,
        d: airRoutePieces(route.from, route.to)
          .map((piece) => linePath(projection, piece))
          .join(''),
      })),
    [routes, projection],
  );
  const places = useMemo(
    () => [
      ...markers.map((marker): LonLat => [marker.lon, marker.lat]),
      ...routes.flatMap((route) => [route.from, route.to]),
    ],
    [markers, routes],
  );
  const placesKey = JSON.stringify(places);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const behavior = zoom<SVGSVGElement, unknown>()
      .scaleExtent([1, MAP_MAX_ZOOM])
      .translateExtent([
        [0, 0],
        [MAP_WIDTH, MAP_HEIGHT],
      ])
      .extent([
        [0, 0],
        [MAP_WIDTH, MAP_HEIGHT],
      ])
      .on('zoom', (event: { transform: ZoomView }) => {
        const { k, x, y } = event.transform;
        setView({ k, x, y });
      });
    zoomRef.current = behavior;
    select(svg).call(behavior);
    return () => {
      select(svg).on('.zoom', null);
    };
  }, []);

  // Frame the places whenever the set of places changes.
  useEffect(() => {
    const svg = svgRef.current;
    const behavior = zoomRef.current;
    if (!svg || !behavior) return;
    const fitted = viewFitting(projection, JSON.parse(placesKey) as LonLat[]);
    select(svg).call(behavior.transform, zoomIdentity.translate(fitted.x, fitted.y).scale(fitted.k));
  }, [placesKey, projection]);

  const zoomBy = (factor: number) => {
    if (svgRef.current && zoomRef.current) select(svgRef.current).call(zoomRef.current.scaleBy, factor);
  };
  const reset = () => {
    if (!svgRef.current || !zoomRef.current) return;
    const fitted = viewFitting(projection, places);
    select(svgRef.current).call(zoomRef.current.transform, zoomIdentity.translate(fitted.x, fitted.y).scale(fitted.k));
  };
  const transform = `translate(${view.x},${view.y}) scale(${view.k})`;

  return (
    <figure className={`world-map${compact ? ' world-map--compact' : ''}`} aria-label={label}>
      <svg
        ref={svgRef}
        className="world-map__canvas"
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={`${label}: ${markers.length} ${markers.length === 1 ? 'place' : 'places'}`}
      >
        <g transform={transform}>
          <path className="world-map__sphere" d={path({ type: 'Sphere' }) ?? ''} />
          {shapes ? (
            <>
              <path className="world-map__land" d={shapes.countries} />
              <path className="world-map__borders" d={shapes.borders} />
            </>
          ) : null}
          {routePaths.map((route) => (
            <path key={route.id} className="world-map__route" d={route.d} data-route={route.id} />
          ))}
        </g>
      </svg>
      <div className="world-map__markers">
        {markers.map((marker) => {
          const xy = projection([marker.lon, marker.lat]);
          if (!xy) return null;
          const left = ((view.x + view.k * xy[0]) / MAP_WIDTH) * 100;
          const top = ((view.y + view.k * xy[1]) / MAP_HEIGHT) * 100;
          if (left < 0 || left > 100 || top < 0 || top > 100) return null;
          return <MapMarkerButton key={marker.id} marker={marker} left={left} top={top} />;
        })}
      </div>
      <div className="world-map__controls">
        <button type="button" className="icon-button" aria-label="Zoom in" onClick={() => zoomBy(1.6)}>
          <Plus size={16} aria-hidden />
        </button>
        <button type="button" className="icon-button" aria-label="Zoom out" onClick={() => zoomBy(1 / 1.6)}>
          <Minus size={16} aria-hidden />
        </button>
        <button type="button" className="icon-button" aria-label="Reset map" onClick={reset}>
          <RotateCcw size={14} aria-hidden />
        </button>
      </div>
      {basemap.isError ? <figcaption className="world-map__note">The world map could not be drawn.</figcaption> : null}
    </figure>
  );
}
