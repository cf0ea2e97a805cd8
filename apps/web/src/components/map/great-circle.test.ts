import { AIR_ROUTE_CURVE_POINTS } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { airRoutePieces, greatCirclePoints, splitAtAntimeridian } from './great-circle';

const FRANKFURT: [number, number] = [8.5706, 50.0333];
const NEW_YORK: [number, number] = [-73.7781, 40.6413];
const TOKYO: [number, number] = [139.7798, 35.5494];
const SAN_FRANCISCO: [number, number] = [-122.379, 37.6213];

describe('greatCirclePoints', () => {
  it('draws an air route as exactly 500 points from the departure to the arrival', () => {
    const points = greatCirclePoints(FRANKFURT, NEW_YORK);
    expect(AIR_ROUTE_CURVE_POINTS).toBe(500);
    expect(points).toHaveLength(500);
    expect(points[0]).toEqual(FRANKFURT);
    expect(points.at(-1)).toEqual(NEW_YORK);
  });

  it('bends north of the straight line between two northern airports, as a great circle does', () => {
    const points = greatCirclePoints(FRANKFURT, NEW_YORK);
    const middle = points[250] ?? [0, 0];
    expect(middle[1]).toBeGreaterThan(Math.max(FRANKFURT[1], NEW_YORK[1]));
  });
});

describe('splitAtAntimeridian', () => {
  it('leaves a route that stays away from the antimeridian in one piece', () => {
    const pieces = airRoutePieces(FRANKFURT, NEW_YORK);
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toHaveLength(500);
  });

  it('cuts a Pacific crossing into two pieces that meet at ±180° on the same latitude', () => {
    const pieces = airRoutePieces(TOKYO, SAN_FRANCISCO);
    expect(pieces).toHaveLength(2);
    const [west, east] = pieces as [[number, number][], [number, number][]];
    expect(west[0]).toEqual(TOKYO);
    expect(east.at(-1)).toEqual(SAN_FRANCISCO);
    const westEnd = west.at(-1) ?? [0, 0];
    const eastStart = east[0] ?? [0, 0];
    expect(westEnd[0]).toBe(180);
    expect(eastStart[0]).toBe(-180);
    expect(westEnd[1]).toBeCloseTo(eastStart[1], 10);
    // Every one of the 500 curve points is kept; each piece only gains its edge point.
    expect(west.length + east.length).toBe(500 + 2);
    for (const piece of pieces) {
      for (let index = 1; index < piece.length; index += 1) {
        expect(Math.abs((piece[index]?.[0] ?? 0) - (piece[index - 1]?.[0] ?? 0))).toBeLessThan(180);
      }
    }
  });

  it('cuts westward crossings too', () => {
    const pieces = splitAtAntimeridian([
      [-170, 10],
      [170, 20],
    ]);
    expect(pieces).toEqual([
      [
        [-170, 10],
        [-180, 15],
      ],
      [
        [180, 15],
        [170, 20],
      ],
    ]);
  });
});
