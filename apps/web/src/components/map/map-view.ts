import { type GeoProjection, geoNaturalEarth1 } from 'd3-geo';
import type { LonLat } from './great-circle';

/** The map's drawing space; the SVG scales it to the width it is given. */
export const MAP_WIDTH = 960;
/** Shorter than the whole globe's 500: the polar edges, where nobody travels, are cut off. */
export const MAP_HEIGHT = 440;
export const MAP_MAX_ZOOM = 12;

/** The whole world across the map's width, centred on the equator and cut at the antimeridian. */
export function worldProjection(): GeoProjection {
  const projection = geoNaturalEarth1().fitWidth(MAP_WIDTH, { type: 'Sphere' });
  const [x, y] = projection.translate();
  // Raise the globe a little so the cut falls more on the empty south than on the Arctic routes.
  return projection.translate([x, y - (500 - MAP_HEIGHT) / 2 + 14]);
}

export interface ZoomView {
  k: number;
  x: number;
  y: number;
}

/**
 * The zoom that frames the given places with some room around them: the whole world for none, a regional view for
 * one place or several close together.
 */
export function viewFitting(projection: GeoProjection, places: readonly LonLat[]): ZoomView {
  const projected = places.flatMap((place) => {
    const point = projection(place);
    return point ? [point] : [];
  });
  if (!projected.length) return { k: 1, x: 0, y: 0 };
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(maxX - minX, 60);
  const spanY = Math.max(maxY - minY, 40);
  const k = Math.min(Math.max(Math.min(MAP_WIDTH / spanX, MAP_HEIGHT / spanY) * 0.7, 1), 6);
  const centerX = (minX + maxX) / 2;
  const centerY = (minY + maxY) / 2;
  // Keep the world's edges on screen: the same bounds the zoom behaviour enforces.
  const x = Math.min(0, Math.max(MAP_WIDTH - MAP_WIDTH * k, MAP_WIDTH / 2 - centerX * k));
  const y = Math.min(0, Math.max(MAP_HEIGHT - MAP_HEIGHT * k, MAP_HEIGHT / 2 - centerY * k));
  return { k, x, y };
}

/** An SVG path through projected points. */
export function linePath(projection: GeoProjection, points: readonly LonLat[]): string {
  const parts: string[] = [];
  for (const point of points) {
    const xy = projection(point);
    if (!xy) continue;
    parts.push(`${parts.length ? 'L' : 'M'}${xy[0].toFixed(2)},${xy[1].toFixed(2)}`);
  }
  return parts.join('');
}
