import { AIR_ROUTE_CURVE_POINTS } from '@tripline/contracts';
import { geoInterpolate } from 'd3-geo';

/** A position as [longitude, latitude] in degrees. */
export type LonLat = [number, number];

/** The great-circle curve between two places as exactly `count` points, both ends included (spec §9: 500). */
export function greatCirclePoints(from: LonLat, to: LonLat, count: number = AIR_ROUTE_CURVE_POINTS): LonLat[] {
  const interpolate = geoInterpolate(from, to);
  const last = Math.max(1, count - 1);
  return Array.from({ length: count }, (_, index) => {
    if (index === 0) return [from[0], from[1]];
    if (index === last) return [to[0], to[1]];
    const [lon, lat] = interpolate(index / last);
    return [lon, lat];
  });
}

/**
 * Cuts a line where it crosses the antimeridian (±180°), so a flat map draws two pieces that meet the map's edges
 * instead of one stroke across the whole world. Each cut ends one piece at ±180° and starts the next at ∓180°.
 */
export function splitAtAntimeridian(points: readonly LonLat[]): LonLat[][] {
  const pieces: LonLat[][] = [];
  let current: LonLat[] = [];
  let previous: LonLat | undefined;
  for (const point of points) {
    if (previous && Math.abs(point[0] - previous[0]) > 180) {
      const edge = previous[0] > 0 ? 180 : -180;
      // Unwrap the next longitude onto the previous one's side to find where the segment meets the edge.
      const unwrapped = point[0] + (edge > 0 ? 360 : -360);
      const share = (edge - previous[0]) / (unwrapped - previous[0]);
      const lat = previous[1] + share * (point[1] - previous[1]);
      current.push([edge, lat]);
      pieces.push(current);
      current = [[-edge, lat]];
    }
    current.push(point);
    previous = point;
  }
  if (current.length) pieces.push(current);
  return pieces;
}

/** The drawable pieces of an air route: its 500-point great circle, cut at the antimeridian. */
export function airRoutePieces(from: LonLat, to: LonLat): LonLat[][] {
  return splitAtAntimeridian(greatCirclePoints(from, to));
}
